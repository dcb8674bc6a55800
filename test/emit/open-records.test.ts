/**
 * Card records are open: a game's vocabulary declares its stats and header words, the record carries each of them
 * (null when a card has none), the schema is made from the vocabulary, and a stat the vocabulary does not declare or a
 * value of the wrong kind is a diagnostic, never dropped.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";

/** A board game's vocabulary: no races or item classes, two sides of its own, a number stat and a word stat. */
const boardGame: GameVocabulary = {
  game: "board-game",
  title: "A board game",
  cardTypes: [
    { id: "piece", word: "piece", stats: { required: ["power"], optional: ["rank"] }, second: "none" },
    { id: "tactic", word: "tactic", stats: { required: [], optional: ["power"] }, second: "none" },
  ],
  nouns: {},
  stats: [
    { name: "power", value: "number", doc: "the piece's strength in battle" },
    { name: "rank", value: "word", words: ["captain", "soldier"], doc: "the piece's rank" },
  ],
  cultures: [
    { id: "light", word: "Light", icon: "light", side: "light" },
    { id: "dark", word: "Dark", icon: "dark", side: "dark" },
  ],
  sides: [
    { id: "light", word: "Light" },
    { id: "dark", word: "Dark" },
  ],
  races: [],
  itemClasses: [],
  timings: [],
  keywords: [],
  phrases: [],
  words: {},
};

function compileText(text: string) {
  const parsed = parse(text, "board.card");
  return check([parsed.file], { vocabularies: { [boardGame.game]: boardGame } });
}

const SET = `game board-game
set 1 "Pieces"

card 1C1 "Captain" {
  Light piece
  power 5, rank captain
}

card 1C2 "Ambush" {
  Dark tactic
}
`;

describe("open card records", () => {
  it("carry every stat the game declares, in its order, null when a card has none; no header word the game lacks", () => {
    const r = compileText(SET);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const json = JSON.parse(emitSet(r.sets[0]!, boardGame).find((f) => f.path.endsWith("set01.json"))!.contents);
    expect(Object.keys(json[0])).toEqual(["id", "title", "subtitle", "unique", "side", "culture", "type", "power", "rank", "keywords", "text", "abilities"]);
    expect(json.map((c: Record<string, unknown>) => [c.id, c.side, c.power, c.rank])).toEqual([
      ["1C1", "light", 5, "captain"],
      ["1C2", "dark", null, null],
    ]);
  });

  it("are described by a schema made from the vocabulary (its sides, its stats and their kinds)", () => {
    const files = emitSet(compileText(SET).sets[0]!, boardGame);
    const schema = JSON.parse(files.find((f) => f.path.endsWith(".schema.json"))!.contents);
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
    const cards = JSON.parse(files.find((f) => f.path.endsWith("set01.json"))!.contents);
    expect(validate(cards), JSON.stringify(validate.errors)).toBe(true);
    for (const broken of [{ power: "5" }, { rank: "general" }, { side: "free-peoples" }, { twilight: 2 }]) expect(validate([{ ...cards[0], ...broken }])).toBe(false);
  });

  it("report an undeclared stat (CS3030) and a value of the wrong kind (CS3033) instead of dropping them", () => {
    const r = compileText(`game board-game\nset 1\n\ncard 1C1 "Captain" {\n  Light piece\n  power 5, rank 3, twilight 2\n}\n`);
    expect(r.diagnostics.map((d) => d.code).sort()).toEqual(["CS3030", "CS3033"]);
  });
});
