import { describe, expect, it } from "vitest";
import * as ide from "../../compiler/services/ide/index.ts";
import { check, fixture, HEADER } from "./fixture.ts";

const EVENT = (sentence: string) => `${HEADER}\ncard 1C2 "Axe Strike" {\n  Dwarven event\n  twilight 0\n\n  ${sentence}\n}\n`;
const labels = (text: string) => {
  const { ws, file, offset } = fixture(text);
  return ide.completion(ws, file, offset).items.map((i) => i.label);
};

const COMPANION = (sentence: string) => `${HEADER}\ncard 1U12 "Gimli" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6\n\n  ${sentence}\n}\n`;

describe("completion", () => {
  it("offers what fits the place as its first letters are typed: labels, keywords, phrases, nouns, cultures, names and titles", () => {
    const cases: [string, string][] = [
      [EVENT("Sk$0"), "Skirmish:"],
      [COMPANION("Dam$0"), "Damage"],
      [EVENT("Skirmish: ex$0"), "exert a character"],
      [EVENT("Skirmish: exert a Dwarve$0"), "Dwarven"],
      [EVENT("Skirmish: exert a [dw$0"), "[dwarven]"],
      [EVENT("Skirmish: exert a Dwarf$0"), "Dwarf"],
      [EVENT("Skirmish: exert Ax$0"), "Axe Strike"],
      [EVENT("Skirmish: exert Ri$0"), "the Ring-bearer"],
    ];
    for (const [text, label] of cases) expect(labels(text)).toContain(label);
  });
  it("offers at an empty word the best items up to the cap, and says the list is incomplete", () => {
    const { ws, file, offset } = fixture(COMPANION("$0"));
    const list = ide.completion(ws, file, offset);
    expect(list.items).toHaveLength(ide.MAX_ITEMS);
    expect(list.incomplete).toBe(true);
    expect(list.items.map((i) => i.label)).toContain("Skirmish:");
  });
  it("filters by the typed word, case-insensitively: items starting with it first, then a later word, then anywhere", () => {
    const got = labels(EVENT("Skirmish: EXE$0"));
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((l) => l.toLowerCase().includes("exe"))).toBe(true);
    const first = got.findIndex((l) => !l.toLowerCase().startsWith("exe"));
    expect(got.slice(0, first < 0 ? got.length : first)).toContain("exert a character");
    if (first >= 0) expect(got.slice(first).every((l) => !l.toLowerCase().startsWith("exe"))).toBe(true);
  });
  it("finds a multi-word title by a later word, after the titles it starts", () => {
    const cards = ["Ring Thief", "The One Ring", "Ringwraith Blade"].map((t, k) => `card 1C${k + 10} "${t}" {\n  Moria minion, Orc\n  twilight 1, strength 5, vitality 1, site 4\n}\n`).join("");
    const { ws, file, offset } = fixture(`${HEADER}${cards}\ncard 1C2 "Axe Strike" {\n  Dwarven event\n  twilight 0\n\n  Skirmish: exert rin$0\n}\n`);
    const titles = ide.completion(ws, file, offset).items.filter((i) => i.kind === "reference").map((i) => i.label);
    expect(titles).toEqual(["Ring Thief", "Ringwraith Blade", "The One Ring"]);
  });
  it("labels phrases readably and inserts them as snippets, each slot a placeholder holding an example value", () => {
    const { ws, file, offset } = fixture(EVENT("Skirmish: $0"));
    const exert = ide.completion(ws, file, offset).items.find((i) => i.label === "exert a character");
    expect(exert).toMatchObject({ insertText: "exert ${1:a character}", snippet: true });
  });
  it("offers the pronouns bound earlier in the sentence", () => {
    const got = labels(EVENT("Skirmish: exert a Dwarf then make t$0hat Dwarf strength +2."));
    expect(got).toContain("that Dwarf");
    expect(got).toContain("this event");
  });
  it("offers no pronoun when nothing before it in the sentence can be referred to", () => {
    const { ws, file, offset } = fixture(EVENT("Skirmish: make $0"));
    const items = ide.completion(ws, file, offset).items;
    expect(items.map((i) => i.label)).toContain("this event");
    expect(items.filter((i) => i.detail === "the card chosen earlier in this sentence")).toEqual([]);
  });
  it("caps the list of titles, says it is incomplete, and narrows it as letters are typed", () => {
    const cards = Array.from({ length: 300 }, (_, k) => `card 1C${k + 10} "Orc ${k}" {\n  Moria minion, Orc\n  twilight 1, strength 5, vitality 1, site 4\n}\n`).join("");
    const all = fixture(`${HEADER}${cards}\ncard 1C2 "Axe Strike" {\n  Dwarven event\n  twilight 0\n\n  Skirmish: exert Or$0\n}\n`);
    const list = ide.completion(all.ws, all.file, all.offset);
    expect(list.incomplete).toBe(true);
    expect(list.items).toHaveLength(ide.MAX_ITEMS);
    expect(list.items.filter((i) => i.kind === "reference").length).toBeGreaterThan(0);
    const typed = fixture(`${HEADER}${cards}\ncard 1C2 "Axe Strike" {\n  Dwarven event\n  twilight 0\n\n  Skirmish: exert Ax$0\n}\n`);
    const narrowed = ide.completion(typed.ws, typed.file, typed.offset);
    expect(narrowed.incomplete).toBe(false);
    expect(narrowed.items.filter((i) => i.kind === "reference").map((i) => i.label)).toEqual(["Axe Strike"]);
  });
  it("offers a new-card snippet per card type outside cards", () => {
    const { ws, file, offset } = fixture(`${HEADER}\n$0`);
    const { items } = ide.completion(ws, file, offset);
    expect(items.map((i) => i.label)).toContain("card companion");
    expect(items.find((i) => i.label === "card event")?.insertText).toMatch(/^card \$\{1:1C1\} "\$\{2:Title\}" \{\n {2}\$\{3:\w+\} event\n {2}twilight \$\{4:0\}\n\n {2}\$0\n\}$/);
  });
});

describe("document features", () => {
  const text = `${HEADER}# first\n# second\ncard 1C2 "Axe Strike" {\n  Dwarven event\n  twilight 0\n\n  Skirmish: exert a Dwarf then make that Dwarf strength +2.\n}\n`;
  it("lists cards with their abilities as symbols", () => {
    check(text, ({ ws, file }) => ide.documentSymbols(ws, file).map((s) => [s.name, s.children.map((c) => c.name)]), [["1C2 Axe Strike", ["Skirmish: exert a Dwarf then make that Dwarf strength +2."]]]);
  });
  it("finds workspace symbols by title or id", () => {
    check(text, ({ ws }) => [ide.workspaceSymbols(ws, "axe").map((s) => s.name), ide.workspaceSymbols(ws, "1c2").length, ide.workspaceSymbols(ws, "zzz").length], [["Axe Strike"], 1, 0]);
  });
  it("folds cards and comment runs", () => {
    check(text, ({ ws, file }) => ide.foldingRanges(ws, file), [
      { startLine: 3, endLine: 4, kind: "comment" },
      { startLine: 5, endLine: 10, kind: "region" },
    ]);
  });
  it("colours timing words, phrases, references and the card title", () => {
    check(text, ({ ws, file }) => ide.semanticTokens(ws, file).map((t) => `${t.line}:${t.column} ${t.type}${t.declaration ? "*" : ""}`), [
      "3:1 comment",
      "4:1 comment",
      "5:10 class*",
      "9:3 keyword",
      "9:13 function",
      "9:19 type",
      "9:32 function",
      "9:37 variable",
      "9:48 function",
    ]);
  });
  it("colours only the cards overlapping a range", () => {
    const two = text + text.slice(HEADER.length + 17).replace("1C2", "1C3").replace("Axe Strike", "Axe Throw");
    check(two, ({ ws, file }) => {
      const second = ws.text(file)!.indexOf("Axe Throw");
      return ide.semanticTokens(ws, file, second, second).map((t) => `${t.line} ${t.type}`);
    }, ["11 class", "15 keyword", "15 function", "15 type", "15 function", "15 variable", "15 function"]);
  });
  it("shows the implicit duration of a lasting effect as an inlay hint, right after its phrase", () => {
    check(text, ({ ws, file }) => ide.inlayHints(ws, file).map((h) => h.label), [" until end of skirmish"]);
    check(text, ({ ws, file }) => ide.inlayHints(ws, file).map((h) => h.offset), [text.indexOf("+2.") + 2]);
    check(text.replace("+2.", "+2 until the regroup phase."), ({ ws, file }) => ide.inlayHints(ws, file).filter((h) => h.kind === "duration"), []);
  });
});

describe("diagnostics and fixes", () => {
  it("reports a misspelt timing word with a fix as a code action", () => {
    const { ws, file } = fixture(EVENT("Skirmsh: exert a Dwarf."));
    const diagnostics = ide.fileDiagnostics(ws, file);
    expect(diagnostics.length).toBeGreaterThan(0);
    const actions = ide.codeActions(ws, file, 0, ws.text(file)!.length);
    expect(actions.map((a) => a.title)).toContain("Replace with 'Skirmish'");
    expect(actions.find((a) => a.title === "Replace with 'Skirmish'")!.edits[0]!.newText).toBe("Skirmish");
  });
  it("re-checks a file that references a card in an edited file", () => {
    const { ws } = fixture(`//- /a.card\n${HEADER}\ncard 1U12 "Gimli" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6\n}\n//- /b.card\n${EVENT("Skirmish: make Gimli strength +2.")}`);
    expect(ide.fileDiagnostics(ws, "/b.card")).toEqual([]);
    ws.setFile("/a.card", ws.text("/a.card")!.replace('"Gimli"', '"Gloin"'));
    expect(ide.fileDiagnostics(ws, "/b.card").length).toBeGreaterThan(0);
  });
});

describe("formatting", () => {
  it("formats the whole file, and only the cards in a range", async () => {
    const clean = EVENT("Skirmish: exert a Dwarf.");
    const messy = clean.replace("  Dwarven event", "Dwarven    event");
    const { ws, file } = fixture(messy + messy.slice(HEADER.length).replace("1C2", "1C3").replace("Axe Strike", "Axe Throw"));
    const whole = await ide.formatFile(ws, file);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.newText).toContain("  Dwarven event\n");
    expect(whole[0]!.newText).not.toContain("Dwarven    event");
    const second = ws.text(file)!.indexOf("Axe Throw");
    const range = await ide.formatRange(ws, file, second, second);
    expect(range).toHaveLength(1);
    expect(range[0]!.start).toBeGreaterThan(second - 40);
    expect(await ide.formatFile(ws, file).then(() => ide.formatRange(ws, file, 0, 0))).toEqual([]);
  });
  it("leaves a file with syntax errors alone", async () => {
    const { ws, file } = fixture(`${HEADER}\ncard 1C2 "Axe {\n`);
    expect(await ide.formatFile(ws, file)).toEqual([]);
  });
});
