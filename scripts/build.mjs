// `npm run build`: bundle the toolchain into build/ with esbuild.
//   build/cardc.mjs            the CLI (node, ESM, dependencies left to node_modules)
//   build/compiler.mjs         the compiler services API
//   build/prettier-plugin.mjs  the Cardscript prettier plugin
//   build/runtime.mjs          the rules engine for browsers and Node, every game and the scenario runner (+ runtime.min.mjs)
//   build/runtime-<game>.min.mjs  one game's engine table for a browser, without its words (runtime/games/<game>/browser.ts)
//   build/runtime.d.mts        its typings (re-exported from the sources), so that the emitted
//                              set<NN>.d.ts files' `import type … from "cardscript/runtime"` resolves
// An entry whose source file does not exist yet is skipped with a note.
// `--out DIR` writes elsewhere; `--only cardc.mjs,…` builds (and first removes) only those outputs, else the whole
// folder is emptied first; `--quiet` prints nothing but problems (`npm run cardc` builds the CLI this way).
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as esbuild from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function usage(message) {
  console.error(`build: ${message}`);
  process.exit(2);
}

let args = {};
try {
  args = parseArgs({ options: { out: { type: "string" }, only: { type: "string" }, quiet: { type: "boolean" } } }).values;
} catch (e) {
  usage(e.message);
}
const out = resolve(root, args.out ?? "build");
const only = args.only?.split(",");
const started = performance.now();
const report = args.quiet ? () => {} : console.log;

const node = { platform: "node", target: "node20", packages: "external" };
const dependencies = Object.keys(JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")).dependencies);
// The CLI: each command's code in a chunk of its own, loaded when the command runs, so that `--help` loads almost
// nothing; chevrotain bundled in, because its ESM build is some 650 lodash-es files that take node 0.3 s to load.
const cli = { platform: "node", target: "node20", external: dependencies.filter((d) => d !== "chevrotain"), splitting: true, chunkNames: "cardc-chunks/[name]-[hash]" };
const browser = { platform: "browser", target: "es2022" };
const targets = [
  { out: "cardc.mjs", from: ["compiler/cli/main.ts"], options: cli, executable: true, chunks: "cardc-chunks" },
  { out: "compiler.mjs", from: ["compiler/services/index.ts", "compiler/emit/index.ts"], options: node },
  { out: "prettier-plugin.mjs", from: ["compiler/format/prettier-plugin.ts"], options: node },
  { out: "runtime.mjs", from: ["runtime/index.ts"], options: browser },
  { out: "runtime.min.mjs", from: ["runtime/index.ts"], options: { ...browser, minify: true } },
  // one game for a browser: its engine table alone, without the table's words (runtime/games/<game>/browser.ts)
  ...readdirSync(resolve(root, "runtime/games"), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(resolve(root, "runtime/games", e.name, "browser.ts")))
    .map((e) => ({ out: `runtime-${e.name}.min.mjs`, from: [`runtime/games/${e.name}/browser.ts`], options: { ...browser, minify: true } })),
];
const allTypings = [{ out: "runtime.d.mts", from: "runtime/index.ts" }];
const outputs = [...targets, ...allTypings].map((t) => t.out);
const unknown = only?.filter((name) => !outputs.includes(name)) ?? [];
if (unknown.length) usage(`no output named ${unknown.join(", ")} (outputs: ${outputs.join(", ")})`);
const typings = allTypings.filter((t) => !only || only.includes(t.out));

if (only) for (const name of only) for (const file of [name, targets.find((t) => t.out === name)?.chunks].filter(Boolean)) rmSync(resolve(out, file), { recursive: true, force: true });
else rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const builds = [];
for (const target of targets) {
  if (only && !only.includes(target.out)) continue;
  const entry = target.from.find((file) => existsSync(resolve(root, file)));
  if (!entry) {
    console.warn(`build: skipped ${target.out} (no ${target.from.join(" or ")} yet)`);
    continue;
  }
  // The CLI needs a hashbang; esbuild keeps the entry's own, so add one only when it has none.
  const hashbang = target.executable && !readFileSync(resolve(root, entry), "utf8").startsWith("#!");
  builds.push(
    esbuild
      .build({
        absWorkingDir: root,
        // a split build names its entry by `entryPoints` and writes it and its chunks into `outdir`
        ...(target.options.splitting ? { entryPoints: { [target.out.replace(/\.mjs$/, "")]: entry }, outdir: out, outExtension: { ".js": ".mjs" } } : { entryPoints: [entry], outfile: resolve(out, target.out) }),
        bundle: true,
        format: "esm",
        legalComments: "none",
        logLevel: "warning",
        ...(hashbang ? { banner: { js: "#!/usr/bin/env node" } } : {}),
        ...target.options,
      })
      .then(() => {
        const file = resolve(out, target.out);
        if (target.executable) chmodSync(file, 0o755);
        return `  build/${target.out.padEnd(20)} ${(statSync(file).size / 1024).toFixed(1).padStart(7)} KiB  ← ${entry}`;
      }),
  );
}

for (const { out: name, from } of typings) {
  if (!existsSync(resolve(root, from))) continue;
  writeFileSync(resolve(out, name), `export * from "${relative(out, resolve(root, from)).split("\\").join("/")}";\n`);
  report(`  build/${name.padEnd(20)} ← ${from} (types)`);
}

const results = await Promise.allSettled(builds);
let failed = false;
for (const result of results) {
  if (result.status === "fulfilled") report(result.value);
  else failed = true; // esbuild has already printed the errors
}
if (failed) console.error(`build: FAILED after ${Math.round(performance.now() - started)} ms`);
else report(`build: done in ${Math.round(performance.now() - started)} ms`);
process.exitCode = failed ? 1 : 0;
