import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { startClient } from "./client.ts";

const folder = resolve(import.meta.dirname, "../../cards/lotr-tcg/set01");

it("indexes the workspace folder at start, so references resolve to files that are not open", async () => {
  const client = await startClient(pathToFileURL(folder).href);
  try {
    const uri = "file:///virtual/folder-test/new.card";
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
