import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipEntries } from "./zip-entries.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const serverEntry = join(repoRoot, "lsp/server/main.ts");
const temp = mkdtempSync(join(tmpdir(), "cardscript-vsix-"));
const vsix = join(temp, "cardscript.vsix");
let log = "";

// Runs the real `npm run package:vscode` script (esbuild + vsce), writing the .vsix to a temp dir.
beforeAll(async () => {
  const result = await promisify(execFile)(process.execPath, ["lsp/vscode/scripts/package.mjs", "--out", vsix], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: "1" },
    timeout: 55_000,
  });
  log = result.stdout + result.stderr;
}, 60_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("npm run package:vscode", () => {
  it("packs a .vsix zip with the manifest, grammar, language configuration and bundled client", () => {
    expect(log).toContain("Packaged:");
    const entries = zipEntries(readFileSync(vsix));
    expect(entries).toEqual(
      expect.arrayContaining([
        "extension.vsixmanifest",
        "extension/package.json",
        "extension/syntaxes/cardscript.tmLanguage.json",
        "extension/language-configuration.json",
        "extension/out/extension.js",
        "extension/LICENSE.txt",
      ]),
    );
    expect(entries.some((e) => e.startsWith("extension/src/") || e.startsWith("extension/scripts/") || e.includes("node_modules"))).toBe(false);
  });

  it("bundles the server when lsp/server/main.ts exists, and says it skipped it otherwise", () => {
    const entries = zipEntries(readFileSync(vsix));
    if (existsSync(serverEntry)) expect(entries).toContain("extension/out/server.js");
    else {
      expect(entries).not.toContain("extension/out/server.js");
      expect(log).toContain("skipping out/server.js");
    }
  });

  it("bundles vscode-languageclient into out/extension.js and leaves `vscode` external", () => {
    const bundle = readFileSync(join(repoRoot, "lsp/vscode/out/extension.js"), "utf8");
    expect(bundle).toMatch(/require\("vscode"\)/);
    expect(bundle).not.toMatch(/require\("vscode-languageclient/);
  });
});
