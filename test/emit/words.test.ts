/** A set's own words reach the emitted output: `set<NN>.words.json` (valid by its schema) and the set schema's word lists. */
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import { compile } from "../../compiler/services/compile.ts";

const WORDS = `game lotr-tcg
set 9 "Words"

minion keyword Tentacle "A tentacle."
minion race Creature plural Creatures "A beast."
item class staff plural staffs "A staff."
title "Durin's Bane" "A card of a later set."
`;
const CARD = `game lotr-tcg
set 9 "Words"

card 9C1 "Small Tentacle" {
  Moria minion, Creature
  twilight 2, strength 4, vitality 1, site 4

  Tentacle.
}
`;
const OTHER = `game lotr-tcg
set 8

card 8C1 "Goblin Runner" {
  Moria minion, Orc
  twilight 1, strength 5, vitality 1, site 4
}
`;

function emitted() {
  const compiled = compile([
    { path: "cards/set09/words.card", text: WORDS },
    { path: "cards/set09/moria.card", text: CARD },
    { path: "cards/set08/moria.card", text: OTHER },
  ]);
  expect(compiled.diagnostics).toEqual([]);
  const files = new Map<string, string>();
  for (const set of compiled.sets) for (const f of emitSet(set, compiled.vocabularies[set.game])) files.set(f.path, f.contents);
  return files;
}

const ajv = new Ajv2020({ allErrors: true, strict: true });

describe("set<NN>.words.json", () => {
  it("lists the words a set's files declare, in declaration order, valid by its schema", () => {
    const files = emitted();
    const words = JSON.parse(files.get("lotr-tcg/set09.words.json")!);
    expect(words).toEqual({
      $schema: "./set09.words.schema.json",
      game: "lotr-tcg",
      set: 9,
      words: [
        { kind: "keyword", word: "Tentacle", id: "tentacle", types: ["minion"], doc: "A tentacle." },
        { kind: "race", word: "Creature", id: "creature", plural: "Creatures", types: ["minion"], doc: "A beast." },
        // without a noun, an item class is for the card types the game's own item classes are for
        { kind: "item class", word: "staff", id: "staff", plural: "staffs", types: ["possession", "artifact"], doc: "A staff." },
        { kind: "title", word: "Durin's Bane", id: "Durin's Bane", doc: "A card of a later set." },
      ],
    });
    const validate = ajv.compile(JSON.parse(files.get("lotr-tcg/set09.words.schema.json")!));
    expect(validate(words), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...words, words: [{ kind: "colour", word: "Red", id: "red", doc: "x" }] })).toBe(false);
    expect(validate({ ...words, set: 8 })).toBe(false);
  });

  it("is written only for a set that declares words", () => {
    expect([...emitted().keys()].filter((p) => p.startsWith("lotr-tcg/set08.words"))).toEqual([]);
  });

  it("the set schema knows the declared race and keyword its cards carry", () => {
    const files = emitted();
    const validate = ajv.compile(JSON.parse(files.get("lotr-tcg/set09.schema.json")!));
    const cards = JSON.parse(files.get("lotr-tcg/set09.json")!);
    expect(cards[0]).toMatchObject({ race: "creature", keywords: ["tentacle"] });
    expect(validate(cards), JSON.stringify(validate.errors)).toBe(true);
    expect(validate([{ ...cards[0], race: "beast" }])).toBe(false);
  });
});
