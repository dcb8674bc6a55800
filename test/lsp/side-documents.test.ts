/**
 * Deck and scenario files in the language server: diagnostics as `cardc check` / `cardc test` give them
 * (a deck checked against the cards the editor has open), kept up to date by edits, quick fixes as code
 * actions, and cleared on close.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { serverForFile, type Client } from "./client.ts";

const cardUri = "file:///virtual/side/gimli.card";
const deckUri = "file:///virtual/side/mine.deck";
const scenarioUri = "file:///virtual/side/gimli.scenario";
const CARDS = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n\ncard 1U12 "Gimli" "Dwarf of Erebor" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6\n\n  Damage +1.\n}\n';
const DECK = 'deck mine "Mine"\ngame lotr-tcg\n\n2 1U21\n1 1U12\n';
const SCENARIO = 'scenario "Gimli"\n  card g 1U12 free-peoples charcters\n  expect wounds g 0\n';

const server = serverForFile();
let client: Client;
beforeAll(() => {
  client = server();
});

const open = (uri: string, languageId: string, text: string) => client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId, version: 1, text } });

describe("deck and scenario files", () => {
  it("publishes a scenario's problems with their suggestion, then none once the edit fixes them", async () => {
    const first = client.nextDiagnostics(scenarioUri);
    await open(scenarioUri, "cardscript-scenario", SCENARIO);
    const p = await first;
    expect(p.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([["CS4102", 1, 27]]);
    expect(p.diagnostics[0]!.message).toContain("Did you mean 'characters'?");
    const fixed = client.nextDiagnostics(scenarioUri, (d) => d.diagnostics.length === 0);
    await client.connection.sendNotification("textDocument/didChange", {
      textDocument: { uri: scenarioUri, version: 2 },
      contentChanges: [{ range: { start: { line: 1, character: 27 }, end: { line: 1, character: 36 } }, text: "characters" }],
    });
    expect((await fixed).version).toBe(2);
  });

  it("checks a deck against the cards open in the editor, and again when they change", async () => {
    const before = client.nextDiagnostics(deckUri);
    await open(deckUri, "cardscript-deck", DECK);
    // no lotr-tcg cards in the workspace yet: one CS4013, not an unknown id per line
    expect((await before).diagnostics.map((d) => d.code)).toEqual(["CS4013"]);
    const after = client.nextDiagnostics(deckUri, (d) => d.diagnostics.some((x) => x.code === "CS4004"));
    await open(cardUri, "cardscript", CARDS);
    const p = await after;
    const unknown = p.diagnostics.find((d) => d.code === "CS4004")!;
    expect(unknown.message).toContain("Did you mean '1U12' (Gimli)?");
    expect(unknown.range).toEqual({ start: { line: 3, character: 2 }, end: { line: 3, character: 6 } });
  });

  it("offers a diagnostic's fix as a quick fix on the deck", async () => {
    const actions = (await client.connection.sendRequest("textDocument/codeAction", {
      textDocument: { uri: deckUri },
      range: { start: { line: 3, character: 3 }, end: { line: 3, character: 3 } },
      context: { diagnostics: [] },
    })) as { title: string; edit: { changes: Record<string, { range: unknown; newText: string }[]> } }[];
    expect(actions.map((a) => a.title)).toContain("Replace with '1U12'");
    const edit = actions.find((a) => a.title === "Replace with '1U12'")!.edit.changes[deckUri]![0]!;
    expect(edit).toEqual({ range: { start: { line: 3, character: 2 }, end: { line: 3, character: 6 } }, newText: "1U12" });
  });

  it("shows a deck card's summary on hover and goes to its definition", async () => {
    const at = { textDocument: { uri: deckUri }, position: { line: 4, character: 3 } };
    const hover = (await client.connection.sendRequest("textDocument/hover", at)) as { contents: { value: string }; range: unknown };
    expect(hover.contents.value).toContain("**• Gimli, Dwarf of Erebor** (1U12)");
    expect(hover.range).toEqual({ start: { line: 4, character: 2 }, end: { line: 4, character: 6 } });
    const def = (await client.connection.sendRequest("textDocument/definition", at)) as { uri: string; range: { start: { line: number } } };
    expect([def.uri, def.range.start.line]).toEqual([cardUri, 3]);
    // not on an id: nothing
    expect(await client.connection.sendRequest("textDocument/hover", { textDocument: { uri: deckUri }, position: { line: 1, character: 1 } })).toBeNull();
  });

  it("completes slot keywords at a line's start and, after a count or a slot, the ids of the cards that fit", async () => {
    await client.connection.sendNotification("textDocument/didChange", {
      textDocument: { uri: deckUri, version: 3 },
      contentChanges: [{ range: { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, text: "s\n3 1\nsite 1\n" }],
    });
    const complete = async (line: number, character: number) =>
      ((await client.connection.sendRequest("textDocument/completion", { textDocument: { uri: deckUri }, position: { line, character } })) as { label: string; detail?: string }[]).map((i) => `${i.label}${i.detail ? ` ${i.detail}` : ""}`);
    expect(await complete(5, 1)).toEqual(["ring-bearer Ring-bearer", "ring The One Ring", "site site"]);
    expect(await complete(6, 3)).toEqual(["1U12 Gimli, Dwarf of Erebor"]);
    // Gimli is no site
    expect(await complete(7, 6)).toEqual([]);
  });

  it("clears a closed file's diagnostics", async () => {
    const cleared = client.nextDiagnostics(deckUri, (d) => d.diagnostics.length === 0);
    await client.connection.sendNotification("textDocument/didClose", { textDocument: { uri: deckUri } });
    expect((await cleared).diagnostics).toEqual([]);
    expect(client.errors).toEqual([]);
  });
});
