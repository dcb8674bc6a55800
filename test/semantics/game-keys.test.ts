/**
 * What a game's vocabulary decides about card identity: the form of its ids (`cardIds`, CS3013), whether titles are
 * unique per set or per side (`titlesUnique`, CS3011), and that a card is known by game, set and id (the same id in two
 * games is no duplicate; in two sets of one game it is, CS3014). Also `the <Title>`, which the renderer keeps, and a
 * comma written inside a phrase.
 * Two test games: test-game (the default id form, titles unique per set) and test-sides (its own id form, titles
 * unique per side); the bundled games' cards are checked by their own tests (test/games/<game>/).
 */
import { describe, expect, it } from "vitest";
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import { check } from "../../compiler/semantics/check.ts";
import { Workspace } from "../../compiler/services/ide/index.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import { testVocabulary } from "./test-vocabulary.ts";

const sidesVocabulary: GameVocabulary = {
  ...testVocabulary,
  phrases: [
    ...testVocabulary.phrases,
    { id: "face-up", kind: "modifier", patterns: ["{who} plays first, face up"], params: [{ name: "who", type: { kind: "cards", noun: "character" } }], render: "{who} plays first, face up", doc: "a comma inside a phrase" },
  ],
  game: "test-sides",
  cardIds: { pattern: "\\d+[FS]\\d+", example: "1F4", doc: "set number, side letter, card number" },
  titlesUnique: "side",
};
const vocabs = { "test-game": testVocabulary, "test-sides": sidesVocabulary };

const file = (game: string, set: number, ...cards: string[]) => `game ${game}\nset ${set}\n\n${cards.join("\n")}`;
const companion = (id: string, title: string, text = "") =>
  `card ${id} "${title}" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3\n${text ? `\n  ${text}\n` : ""}}\n`;
const condition = (id: string, title: string, culture: "Dwarven" | "Moria") => `card ${id} "${title}" {\n  ${culture} condition\n  twilight 1\n}\n`;

function checked(...files: [string, string][]) {
  const parsed = files.map(([path, text]) => parse(text, path));
  const result = check(parsed.map((p) => p.file), { vocabularies: vocabs });
  return { diagnostics: [...parsed.flatMap((p) => p.diagnostics), ...result.diagnostics], sets: result.sets };
}
const codes = (r: ReturnType<typeof checked>) => r.diagnostics.map((d) => d.code);

describe("card ids in the form the game declares", () => {
  it("takes any word or number after 'card' and reports the ones of another form (CS3013)", () => {
    const r = checked(["a.card", file("test-game", 1, companion("F4", "Gimli"), companion("12", "Gloin"))]);
    expect(r.diagnostics.map((d) => [d.code, d.span.line, d.span.column, d.span.endColumn, d.found])).toEqual([
      ["CS3013", 4, 6, 8, "'F4'"],
      ["CS3013", 9, 6, 8, "'12'"],
    ]);
    expect(r.diagnostics[0]!.message).toBe("'F4' is not a card id of test-game: expected a card id such as '1R13' (set number, rarity letter, card number)");
    expect(r.diagnostics[0]!.expected).toBe("a card id such as '1R13' (set number, rarity letter, card number)");
    // the cards are still checked and lowered
    expect(r.sets[0]!.cards.map((c) => c.id)).toEqual(["F4", "12"]);
  });

  it("checks a game's ids against its own pattern", () => {
    const r = checked(["s.card", file("test-sides", 1, companion("1F1", "Gimli"), companion("1U2", "Gloin"))]);
    expect(codes(r)).toEqual(["CS3013"]);
    expect(r.diagnostics[0]!.message).toBe("'1U2' is not a card id of test-sides: expected a card id such as '1F4' (set number, side letter, card number)");
  });

  it("gives every registered game an id pattern that compiles and fits its example", () => {
    for (const vocab of Object.values(vocabularies)) {
      if (!vocab.cardIds) continue;
      expect(new RegExp(`^(?:${vocab.cardIds.pattern})$`, "u").test(vocab.cardIds.example), vocab.game).toBe(true);
    }
  });

  it("still needs an id before the title (CS1007), and 'card' inside a sentence starts no card", () => {
    expect(codes(checked(["a.card", file("test-game", 1, `card "Gimli" {\n  Dwarven event\n}\n`)]))).toEqual(["CS1007"]);
    const sentence = file("test-game", 1, `card 1R1 "A" {\n  Dwarven event\n  twilight 0\n\n  Fellowship: discard a card named "B" then draw a card.\n}\n`);
    expect(parse(sentence, "a.card").file.cards.map((c) => c.id.text)).toEqual(["1R1"]);
  });
});

describe("cards known by game, set and id", () => {
  it("does not count the same id in two games as a duplicate", () => {
    const r = checked(["a.card", file("test-game", 1, companion("1S1", "Gimli"))], ["b.card", file("test-sides", 1, companion("1S1", "Gimli"))]);
    expect(r.diagnostics).toEqual([]);
    expect(r.sets.map((s) => [s.game, s.cards.map((c) => c.id)])).toEqual([["test-game", ["1S1"]], ["test-sides", ["1S1"]]]);
  });

  it("reports an id used in two sets of one game (CS3014), pointing at the first", () => {
    const r = checked(["a.card", file("test-game", 1, companion("1U12", "Gimli"))], ["b.card", file("test-game", 2, companion("1U12", "Gimli"))]);
    expect(r.diagnostics.map((d) => [d.code, d.file, d.span.line, d.related?.[0]?.file])).toEqual([["CS3014", "b.card", 4, "a.card"]]);
    expect(r.diagnostics[0]!.message).toBe("card id 1U12 is already card 1U12 of set 1 of test-game; a game's ids are unique across its sets");
  });

  it("keeps two games' cards with the same id apart in the editor's workspace", () => {
    const ws = new Workspace(vocabs);
    ws.setFile("/a.card", file("test-game", 1, companion("1S1", "Gimli")));
    ws.setFile("/b.card", file("test-sides", 1, companion("1S1", "Gimli")));
    expect([...ws.diagnostics("/a.card"), ...ws.diagnostics("/b.card")]).toEqual([]);
  });
});

describe("titles unique per side", () => {
  it("lets each side of a set have its own card of a title", () => {
    expect(checked(["s.card", file("test-sides", 1, condition("1F16", "Retreat", "Dwarven"), condition("1S17", "Retreat", "Moria"))]).diagnostics).toEqual([]);
  });

  it("reports the same title twice in one side (CS3011 'of this side')", () => {
    const r = checked(["s.card", file("test-sides", 1, condition("1S16", "Retreat", "Moria"), condition("1S17", "Retreat", "Moria"))]);
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([["CS3011", "'Retreat' is already card 1S16 of this side"]]);
  });

  it("keeps titles unique per set in a game that does not say otherwise", () => {
    const r = checked(["a.card", file("test-game", 1, condition("1U16", "Retreat", "Dwarven"), condition("1U17", "Retreat", "Moria"))]);
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([["CS3011", "'Retreat' is already card 1U16 of this set"]]);
  });
});

describe("the <Title>", () => {
  const cards = (text: string) =>
    file("test-game", 1, companion("1U1", "Guard Captain", "Skirmish: exert the Guard Captain."), companion("1U2", "Gimli", text));

  it("reads a title after 'the', bare or quoted, and renders it with its article", () => {
    for (const written of ["the Guard Captain", 'the "Guard Captain"']) {
      const r = checked(["a.card", cards(`Skirmish: exert ${written}.`)]);
      expect(r.diagnostics).toEqual([]);
      expect(r.sets[0]!.cards.map((c) => c.text)).toEqual(["Skirmish: Exert the Guard Captain.", "Skirmish: Exert the Guard Captain."]);
    }
  });

  it("renders a title written without 'the' without it", () => {
    const r = checked(["a.card", cards("Skirmish: exert Guard Captain.")]);
    expect(r.sets[0]!.cards[1]!.text).toBe("Skirmish: Exert Guard Captain.");
  });
});

describe("a comma inside a phrase", () => {
  const card = (text: string) => file("test-sides", 1, companion("1F1", "Gimli", text));

  it("reads the two clauses around a comma the pattern has as one", () => {
    const r = checked(["s.card", card("Gimli plays first, face up.")]);
    expect(r.diagnostics).toEqual([]);
    expect(r.sets[0]!.cards[0]!.abilities.map((a) => a.kind)).toEqual(["static"]);
    expect(r.sets[0]!.cards[0]!.text).toBe("Gimli plays first, face up.");
  });

  it("keeps other commas as separators, and the phrase needs its comma", () => {
    expect(codes(checked(["s.card", card("Gimli plays first face up.")]))).toEqual(["CS2004"]);
    expect(codes(checked(["s.card", card("Skirmish: exert Gimli, heal Gimli.")]))).toEqual([]);
  });
});
