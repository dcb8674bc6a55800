import { beforeAll, describe, expect, it } from "vitest";
import { serverForFile, type Client } from "./client.ts";

const uri = "file:///virtual/test/gimli.card";
const other = "file:///virtual/test/axe.card";
const HEADER = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n';
const GIMLI = `${HEADER}\ncard 1U12 "Gimli" "Dwarf of Erebor" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn\n\n  Damage +1.\n}\n`;
const AXE = `${HEADER}\ncard 1C9 "Gimli's Battle Axe" {\n  Dwarven possession, hand weapon\n  twilight 1, strength +2\n\n  Bearer must be Gimli.\n}\n`;

const server = serverForFile();
let client: Client;
beforeAll(() => {
  client = server();
});

describe("cardc lsp --stdio", () => {
  it("publishes diagnostics with their code for a file with an error", async () => {
    const bad = "file:///virtual/test/bad.card";
    const got = client.nextDiagnostics(bad);
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: bad, languageId: "cardscript", version: 1, text: GIMLI.replace('1U12 "Gimli" "Dwarf of Erebor"', '1U99 "Gloin"').replace("Damage +1.", "Damage +1.\n  Skirmsh: exert Gloin.") } });
    const p = await got;
    expect(p.diagnostics.length).toBeGreaterThan(0);
    const typo = p.diagnostics.find((d) => d.range.start.line === 8);
    expect(typo?.code).toMatch(/^CS\d{4}$/);
    expect(typo?.message).toMatch(/Skirmsh/);
  });

  it("completes timing words and card titles inside a card", async () => {
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "cardscript", version: 1, text: GIMLI } });
    // at an empty word the list is capped: the client asks again as the word grows
    const list = (await client.connection.sendRequest("textDocument/completion", { textDocument: { uri }, position: { line: 7, character: 2 } })) as { isIncomplete: boolean; items: { label: string; insertTextFormat?: number }[] };
    expect(list.isIncomplete).toBe(true);
    const items = list.items;
    expect(items.map((i) => i.label)).toContain("Skirmish:");
    // documentation comes when an item is resolved, not in the list
    const exert = items.find((i) => i.label.startsWith("exert")) as { label: string; documentation?: unknown; data?: unknown };
    expect(exert.documentation).toBeUndefined();
    const resolved = (await client.connection.sendRequest("completionItem/resolve", exert)) as { label: string; documentation?: { kind: string; value: string } };
    expect(resolved.label).toBe(exert.label);
    expect(resolved.documentation?.kind).toBe("markdown");
    expect(resolved.documentation?.value.length).toBeGreaterThan(0);
    // in `  Damage +1.`, after `Da`: filtered by the typed word, which each item replaces; an item matched inside its
    // label is filtered by the typed word itself (an editor's own filter would drop it), and the list asked again
    type Item = { label: string; filterText?: string; textEdit?: { range: { start: { line: number; character: number }; end: { line: number; character: number } }; newText: string } };
    const typedList = (await client.connection.sendRequest("textDocument/completion", { textDocument: { uri }, position: { line: 7, character: 4 } })) as { isIncomplete: boolean; items: Item[] } | Item[];
    const typed = Array.isArray(typedList) ? typedList : typedList.items;
    expect(typed.map((i) => i.label)).toContain("Damage");
    expect(typed.every((i) => i.label.toLowerCase().includes("da"))).toBe(true);
    for (const i of typed) expect(i.textEdit?.range, i.label).toEqual({ start: { line: 7, character: 2 }, end: { line: 7, character: 4 } });
    for (const i of typed) expect(i.filterText, i.label).toBe(i.label.toLowerCase().startsWith("da") ? undefined : "Da");
    if (typed.some((i) => i.filterText)) expect(Array.isArray(typedList) ? false : typedList.isIncomplete).toBe(true);
    // in `card 1U12 "Gimli"`, after `Gi`
    const titles = (await client.connection.sendRequest("textDocument/completion", { textDocument: { uri }, position: { line: 3, character: 13 } })) as { label: string }[];
    expect(titles.map((i) => i.label)).toContain("Gimli");
    expect(items.some((i) => i.insertTextFormat === 2 && i.label.startsWith("exert"))).toBe(true);
  });

  it("hovers a card reference with the card's stats and text, and goes to its definition in another file", async () => {
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: other, languageId: "cardscript", version: 1, text: AXE } });
    const position = { line: 7, character: 19 };
    const hover = (await client.connection.sendRequest("textDocument/hover", { textDocument: { uri: other }, position })) as { contents: { value: string } };
    expect(hover.contents.value).toContain("Gimli, Dwarf of Erebor");
    expect(hover.contents.value).toContain("strength 6");
    const def = (await client.connection.sendRequest("textDocument/definition", { textDocument: { uri: other }, position })) as { uri: string; range: { start: { line: number; character: number } } };
    expect(def.uri).toBe(uri);
    expect(def.range.start).toEqual({ line: 3, character: 10 });
  });

  it("formats a document", async () => {
    const messy = "file:///virtual/test/messy.card";
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: messy, languageId: "cardscript", version: 1, text: GIMLI.replace("  Damage +1.", "      Damage   +1.") } });
    const edits = (await client.connection.sendRequest("textDocument/formatting", { textDocument: { uri: messy }, options: { tabSize: 2, insertSpaces: true } })) as { newText: string }[];
    expect(edits).toHaveLength(1);
    expect(edits[0]!.newText).toBe(GIMLI);
  });

  it("answers a request about an unknown document or with bad params without dying", async () => {
    expect(await client.connection.sendRequest("textDocument/hover", { textDocument: { uri: "file:///nope.card" }, position: { line: 0, character: 0 } })).toBeNull();
    await expect(client.connection.sendRequest("textDocument/hover", { textDocument: { uri } })).rejects.toThrow(/position/);
    await expect(client.connection.sendRequest("textDocument/completion", {})).rejects.toThrow();
    await client.connection.sendNotification("textDocument/didChange", { textDocument: { uri: "file:///never-opened.card", version: 2 }, contentChanges: [{ text: "x" }] });
    await client.connection.sendNotification("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 900, character: 4 }, end: { line: 1000, character: 0 } }, text: "# tail\n" }] });
    const hover = await client.connection.sendRequest("textDocument/hover", { textDocument: { uri }, position: { line: 3, character: 12 } });
    expect(hover).not.toBeNull();
  });

  it("keeps the same text and lines as the editor after an edit past the end", async () => {
    const past = "file:///virtual/test/past-end.card";
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: past, languageId: "cardscript", version: 1, text: GIMLI } });
    const last = GIMLI.split("\n").length - 1;
    await client.connection.sendNotification("textDocument/didChange", { textDocument: { uri: past, version: 2 }, contentChanges: [{ range: { start: { line: last + 3, character: 1 }, end: { line: last + 4, character: 3 } }, text: "\r\n" }] });
    await client.connection.sendNotification("textDocument/didChange", { textDocument: { uri: past, version: 3 }, contentChanges: [{ range: { start: { line: last + 1, character: 0 }, end: { line: last + 1, character: 0 } }, text: "# end" }] });
    expect(await client.connection.sendRequest("cardscript/text", { uri: past })).toBe(`${GIMLI}\r\n# end`);
  });

  it("reports a file that is not Cardscript with a diagnostic", async () => {
    const json = "file:///virtual/test/not-a-card.json";
    const got = client.nextDiagnostics(json);
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: json, languageId: "json", version: 1, text: '{ "a": [1, 2] }' } });
    expect((await got).diagnostics.length).toBeGreaterThan(0);
  });

  it("after a burst of header edits, publishes the final version's diagnostics for the file and its dependents", async () => {
    const hero = "file:///virtual/burst/hero.card";
    const weapon = "file:///virtual/burst/weapon.card";
    // the hero has a typo, so each of its versions is published
    const HERO = GIMLI.replace('1U12 "Gimli" "Dwarf of Erebor"', '1U77 "Thrar"').replace("Damage +1.", "Damage +1.\n  Skirmsh: exert Thrar.");
    const WEAPON = AXE.replace('1C9 "Gimli\'s Battle Axe"', '1C78 "Heavy Axe"').replace("Bearer must be Gimli.", "Bearer must be Thrar.");
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: hero, languageId: "cardscript", version: 1, text: HERO } });
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: weapon, languageId: "cardscript", version: 1, text: WEAPON } });
    const column = HERO.split("\n")[3]!.indexOf('"Thrar"') + 1;
    const burst = ["Thra", "Thr", "Thrain", "Thorin", "Thrarx"];
    const finalHero = client.nextDiagnostics(hero, (p) => p.version === burst.length + 1);
    // under load the debounced re-check may also run mid-burst; what must come is the final title's check
    const finalWeapon = client.nextDiagnostics(weapon, (p) => p.diagnostics.some((d) => d.message.includes("'Thrarx'")));
    let previous = "Thrar";
    for (const [k, name] of burst.entries()) {
      const range = { start: { line: 3, character: column }, end: { line: 3, character: column + previous.length } };
      await client.connection.sendNotification("textDocument/didChange", { textDocument: { uri: hero, version: k + 2 }, contentChanges: [{ range, text: name }] });
      previous = name;
    }
    expect((await finalHero).diagnostics.map((d) => d.message).join("\n")).toMatch(/Skirmsh/);
    const got = await finalWeapon;
    // the suggestion names the final title: the dependent was checked against the final version
    expect(got.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["CS2003 unknown word 'Thrar'; did you mean 'Thrarx'?"]);
    expect(await client.connection.sendRequest("cardscript/text", { uri: hero })).toBe(HERO.replace('"Thrar"', '"Thrarx"'));
    // and a request that reads other cards sees the final titles: the weapon's "Thrar" is no reference now
    const def = await client.connection.sendRequest("textDocument/definition", { textDocument: { uri: weapon }, position: { line: 7, character: 17 } });
    expect(def).toBeNull();
  });

  it("shuts down and exits with code 0", async () => {
    expect(await client.stop()).toBe(0);
    expect(client.stderr()).not.toMatch(/unhandled|uncaught/i);
    expect(client.errors.filter((e) => !/position|textDocument\.uri/.test(e))).toEqual([]);
  });
});
