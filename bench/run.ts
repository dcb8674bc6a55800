/**
 * `npm run bench`: runs every suite, each in a process of its own (bench/isolate.ts), and writes BENCHMARKS.md
 * (machine noted at the top).
 * `npm run bench -- engine` runs only the named suites and replaces only their sections.
 * Add a suite (runtime bundle size, games per second, …) by appending it to `suites`; a game's own suite is
 * bench/games/<game>.ts (exporting `gameSuite`), found through the registry.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import { engineSuite } from "./engine.ts";
import { lspSuite } from "./lsp.ts";
import { set01Suite } from "./set01.ts";
import { compileSuite } from "./suites/compile.ts";
import { cliSuite } from "./suites/cli.ts";
import { plugins } from "../runtime/games/registry.ts";
import type { Suite } from "./suites/suite.ts";
import { root } from "./root.ts";
import { ALONE, hasParent, runAlone, sendSection } from "./isolate.ts";

/** A game's suite, if it has one (esbuild bundles every bench/games/*.ts for this import). */
async function gameSuite(game: string): Promise<Suite | null> {
  if (!existsSync(resolve(root, "bench/games", `${game}.ts`))) return null;
  return ((await import(`./games/${game}.ts`)) as { gameSuite: Suite }).gameSuite;
}

const suites: Suite[] = [compileSuite, cliSuite, lspSuite, engineSuite, set01Suite];
for (const p of plugins) {
  const suite = await gameSuite(p.game);
  if (suite) suites.push(suite);
}

function machine(): string {
  const cpus = os.cpus();
  return [
    `- date: ${new Date().toISOString()}`,
    `- cpu: ${cpus[0]?.model.trim() ?? "unknown"} (${cpus.length} cores)`,
    `- memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- os: ${os.type()} ${os.release()} (${os.arch()})`,
    `- node: ${process.version}`,
  ].join("\n");
}

/** Replaces each section (from its `## ` heading to the next) in the report, or appends it. */
function splice(report: string, sections: string[]): string {
  let out = report;
  for (const s of sections) {
    const heading = `${s.split("\n")[0]!}\n`;
    const start = out.indexOf(heading);
    if (start < 0) {
      out = `${out.trimEnd()}\n\n${s}\n`;
      continue;
    }
    const next = out.indexOf("\n## ", start + heading.length);
    out = `${out.slice(0, start)}${s}\n${next < 0 ? "" : out.slice(next)}`;
  }
  return out;
}

const known = new Set(suites.map((s) => s.name));
const args = process.argv.slice(2);
// `--games N`: games a pairing of the suites that play games with search agents (the children read BENCH_GAMES)
const gamesAt = args.indexOf("--games");
if (gamesAt >= 0) {
  process.env.BENCH_GAMES = args[gamesAt + 1] ?? "";
  args.splice(gamesAt, 2);
}

/** Runs the named suites (all when none is named), each in a process of its own, and writes BENCHMARKS.md. */
async function main(only: string[]): Promise<void> {
  const sections: string[] = [];
  for (const suite of suites) {
    if (only.length > 0 && !only.includes(suite.name)) continue;
    sections.push(await runAlone(process.argv[1]!, suite.name));
  }
  const path = resolve(root, "BENCHMARKS.md");
  let report: string;
  if (only.length > 0 && existsSync(path)) {
    const note = machine().replace(/^- /gm, "").split("\n").join("; ");
    report = splice(readFileSync(path, "utf8"), sections.map((s) => `${s}\n\nThis section alone re-run (\`npm run bench -- ${only.join(" ")}\`) on: ${note}.`));
  } else {
    report = ["# Benchmarks", "", "Written by `npm run bench` (bench/run.ts), each suite in a process of its own; numbers from one run on:", "", machine(), "", ...sections.flatMap((s) => [s, ""])].join("\n");
  }
  writeFileSync(path, report);
  console.log(report);
}

if (suites.some((s) => s.worker?.())) {
  // a worker thread of a suite: this bundle started again to do its share
} else if (args[0] === ALONE) {
  // a child started by `runAlone`: one suite, its section sent back
  const suite = suites.find((s) => s.name === args[1]);
  if (!suite) {
    console.error(`bench: unknown suite ${args[1] ?? "(none)"} (known: ${[...known].join(", ")})`);
    process.exit(2);
  }
  if (!hasParent()) {
    console.error(`bench: ${ALONE} is for the processes the bench starts itself (run \`npm run bench -- ${suite.name}\`)`);
    process.exit(2);
  }
  await sendSection(await suite.run());
} else {
  const unknown = args.filter((n) => !known.has(n));
  if (unknown.length) {
    console.error(`bench: unknown suite ${unknown.join(", ")} (known: ${[...known].join(", ")})`);
    process.exit(2);
  }
  await main(args).catch((e: Error) => {
    console.error(`bench: ${e.message}`);
    process.exitCode = 1;
  });
}
