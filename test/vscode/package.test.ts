import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipEntries, zipEntry } from "./zip-entries.ts";

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

describe("the server bundled in the .vsix", () => {
  // What VS Code's client does with the bundled server (`{ module: out/server.js, transport: stdio }`):
  // run it with Node, `--stdio` and `--clientProcessId`, here from a directory with no node_modules, so the bundle must stand alone.
  it("runs alone with --stdio and answers diagnostics, completion and shutdown", async () => {
    const dir = join(temp, "installed", "out");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "server.js"), zipEntry(readFileSync(vsix), "extension/out/server.js"));
    const child = spawn(process.execPath, [join(dir, "server.js"), "--stdio", `--clientProcessId=${process.pid}`], { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const uri = "file:///virtual/vsix/typo.card";
    const diagnostics = new Promise<{ diagnostics: { code?: string; message: string }[] }>((resolve) =>
      connection.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: { code?: string; message: string }[] }) => {
        if (p.uri === uri) resolve(p);
      }),
    );
    connection.listen();
    const init = (await connection.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} })) as { capabilities: { completionProvider?: object }; serverInfo?: { name: string } };
    expect(init.serverInfo?.name).toBe("cardscript");
    expect(init.capabilities.completionProvider).toBeDefined();
    await connection.sendNotification("initialized", {});
    const text = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n\ncard 1U12 "Gimli" "Dwarf of Erebor" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn\n\n  Skirmsh: exert Gimli.\n}\n';
    await connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "cardscript", version: 1, text } });
    const published = await diagnostics;
    expect(published.diagnostics.some((d) => /^CS\d{4}$/.test(d.code ?? "") && /Skirmsh/.test(d.message))).toBe(true);
    // in `  Skirmsh: exert Gimli.`, after `exert Gi`
    const items = (await connection.sendRequest("textDocument/completion", { textDocument: { uri }, position: { line: 7, character: 19 } })) as { label: string }[] | { items: { label: string }[] };
    const labels = (Array.isArray(items) ? items : items.items).map((i) => i.label);
    expect(labels).toContain("Gimli");
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    await connection.sendRequest("shutdown");
    await connection.sendNotification("exit");
    expect(await exited).toBe(0);
    connection.dispose();
    expect(stderr).toBe("");
  }, 60_000);
});
