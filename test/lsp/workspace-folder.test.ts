import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { openProject, projectFiles } from "../../compiler/services/project.ts";
import { retainedRequest } from "../../lsp/server/server.ts";
import { startClient } from "./client.ts";

const folder = resolve(import.meta.dirname, "../../cards/lotr-tcg/set01");

it("indexes the workspace folder at start, so references resolve to files that are not open", async () => {
  const client = await startClient(pathToFileURL(folder).href);
  try {
    // a new file, not saved yet, in the project's folder: it is checked with the project's files
    const uri = pathToFileURL(resolve(folder, "folder-test-new.card")).href;
    const text = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n\ncard 1C900 "Wizard Staff Test" {\n  Gandalf event\n  twilight 1\n\n  Fellowship: exert Gandalf.\n}\n';
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "cardscript", version: 1, text } });
    const def = (await client.connection.sendRequest("textDocument/definition", { textDocument: { uri }, position: { line: 7, character: 21 } })) as { uri: string } | null;
    expect(def?.uri).toBe(pathToFileURL(resolve(folder, "gandalf.card")).href);
    const symbols = (await client.connection.sendRequest("workspace/symbol", { query: "Gimli" })) as { name: string }[];
    expect(symbols.map((s) => s.name)).toContain("Gimli, Dwarf of Erebor");
  } finally {
    expect(await client.stop()).toBe(0);
  }
}, 60_000);

const repo = resolve(import.meta.dirname, "../..");

it("indexes the project's files only (cardscript.json: cards/ and examples/, not test/), with no diagnostics on them", async () => {
  const client = await startClient(pathToFileURL(repo).href);
  try {
    // a workspace request settles every check first; their diagnostics are sent before its answer
    await client.connection.sendRequest("workspace/symbol", { query: "" });
    const { project } = await openProject(repo);
    const retained = (await client.connection.sendRequest(retainedRequest)) as { files: number };
    expect(retained.files).toBe((await projectFiles(project, "include")).length);
    expect(client.published.filter((p) => p.diagnostics.length).map((p) => p.uri)).toEqual([]);
  } finally {
    expect(await client.stop()).toBe(0);
  }
}, 120_000);

it("reads the project again when cardscript.json changes", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cardscript-lsp-project-"));
  try {
    mkdirSync(join(dir, "a"));
    mkdirSync(join(dir, "b"));
    const card = (id: string, title: string) => `game lotr-tcg\nset 1\n\ncard ${id} "${title}" {\n  Dwarven companion, Dwarf\n  twilight 2, strength 5, vitality 3, resistance 6\n}\n`;
    writeFileSync(join(dir, "a", "x.card"), card("1C901", "Project Dwarf A"));
    writeFileSync(join(dir, "b", "y.card"), card("1C902", "Project Dwarf B"));
    writeFileSync(join(dir, "cardscript.json"), JSON.stringify({ include: ["a/*.card"] }));
    const client = await startClient(pathToFileURL(dir).href);
    try {
      const names = async () => ((await client.connection.sendRequest("workspace/symbol", { query: "Project Dwarf" })) as { name: string }[]).map((s) => s.name).sort();
      expect(await names()).toEqual(["Project Dwarf A"]);
      writeFileSync(join(dir, "cardscript.json"), JSON.stringify({ include: ["b/*.card"] }));
      await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(join(dir, "cardscript.json")).href, type: 2 }] });
      // the notification is handled before the next request is answered only once its files are read: ask until then
      let now = await names();
      while (now.includes("Project Dwarf A")) now = await names();
      expect(now).toEqual(["Project Dwarf B"]);
    } finally {
      expect(await client.stop()).toBe(0);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

it("checks a file outside every project on its own: a copy of a project's card there blames neither copy", async () => {
  const client = await startClient(pathToFileURL(repo).href);
  try {
    // beside cardscript.json but not taken by its globs, and first in path order, so one check of both would blame the real card
    const uri = pathToFileURL(resolve(repo, "aaa-loose-copy.card")).href;
    const text = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n\ncard 1U12 "Gimli" "Dwarf of Erebor" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6\n\n  Damage +1.\n}\n';
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "cardscript", version: 1, text } });
    await client.connection.sendRequest("workspace/symbol", { query: "" });
    const real = pathToFileURL(resolve(repo, "cards/lotr-tcg/set01/dwarven.card")).href;
    const codes = (u: string) => client.published.filter((p) => p.uri === u).flatMap((p) => p.diagnostics.map((d) => d.code));
    expect(codes(real)).toEqual([]);
    expect(codes(uri)).not.toContain("CS3010");
    expect(codes(uri)).not.toContain("CS3011");
    // references from the project's card stay in the project
    const refs = (await client.connection.sendRequest("textDocument/references", { textDocument: { uri: real }, position: { line: 3, character: 12 }, context: { includeDeclaration: true } })) as { uri: string }[];
    expect(refs.map((r) => r.uri)).not.toContain(uri);
  } finally {
    expect(await client.stop()).toBe(0);
  }
}, 120_000);
