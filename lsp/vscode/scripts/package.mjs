/**
 * `npm run package:vscode [-- --out <file.vsix>]`: bundles the extension client (and the language server,
 * once lsp/server/main.ts exists) into lsp/vscode/out/ and packs lsp/vscode/cardscript-<version>.vsix.
 * Works offline: esbuild bundles every dependency, and vsce packs without running npm.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { createVSIX } from "@vscode/vsce";

const extensionDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(extensionDir, "..", "..");
const outDir = join(extensionDir, "out");
const serverEntry = join(repoRoot, "lsp", "server", "main.ts");

const { values } = parseArgs({ options: { out: { type: "string" } } });
const { version } = JSON.parse(readFileSync(join(extensionDir, "package.json"), "utf8"));
const vsixPath = resolve(values.out ?? join(extensionDir, `cardscript-${version}.vsix`));

// VS Code 1.90 loads extensions as CommonJS on its own Node 20.
const common = { bundle: true, platform: "node", format: "cjs", target: "node20", logLevel: "warning", legalComments: "none", minify: true };

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

await build({ ...common, entryPoints: [join(extensionDir, "src", "extension.ts")], outfile: join(outDir, "extension.js"), external: ["vscode"] });
console.log("bundled out/extension.js");

if (existsSync(serverEntry)) {
  await build({
    ...common,
    entryPoints: [serverEntry],
    outfile: join(outDir, "server.js"),
    // The server is ESM source; in a CommonJS bundle `import.meta.url` must be supplied.
    define: { "import.meta.url": "__cardscriptImportMetaUrl" },
    banner: { js: 'const __cardscriptImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
  console.log("bundled out/server.js");
} else {
  console.log("lsp/server/main.ts does not exist yet: skipping out/server.js (the extension will report the server as missing)");
}

// the schema of cardscript.json, which the manifest's jsonValidation gives VS Code's JSON editor
copyFileSync(join(repoRoot, "compiler", "project", "cardscript.schema.json"), join(outDir, "cardscript.schema.json"));
console.log("copied out/cardscript.schema.json");

mkdirSync(dirname(vsixPath), { recursive: true });
await createVSIX({ cwd: extensionDir, packagePath: vsixPath, dependencies: false, allowMissingRepository: true });
