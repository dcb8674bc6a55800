import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import { cardFields } from "../../compiler/emit/card-fields.ts";
import { card, sampleSet } from "./sample-set.ts";

const files = () => Object.fromEntries(emitSet(sampleSet).map((f) => [f.path, f.contents]));

describe("emitSet", () => {
  it("writes the five files of a set under <game>/set<NN>", () => {
    expect(Object.keys(files())).toEqual([
      "test-game/set07.json",
      "test-game/set07.schema.json",
      "test-game/set07.js",
      "test-game/set07.d.ts",
      "test-game/set07.txt",
    ]);
    expect(emitSet({ ...sampleSet, number: 123 })[0]!.path).toBe("test-game/set123.json");
  });

  it("writes the cards as JSON in id order, fields in contract order, compact (2-space indent with pretty), trailing newline", () => {
    const json = files()["test-game/set07.json"]!;
    expect(json.endsWith("]\n")).toBe(true);
    expect(json.startsWith('[{"id":"7R3",')).toBe(true);
    expect(json.slice(0, -1)).not.toContain("\n");
    const pretty = Object.fromEntries(emitSet(sampleSet, undefined, { pretty: true }).map((f) => [f.path, f.contents]))["test-game/set07.json"]!;
    expect(pretty.startsWith('[\n  {\n    "id": "7R3",')).toBe(true);
    expect(JSON.parse(pretty)).toEqual(JSON.parse(json));
    const cards = JSON.parse(json);
    expect(cards.map((c: { id: string }) => c.id)).toEqual(["7R3", "7U10", "7C20"]);
    // a game without a registered vocabulary: the fixed fields around the card's own, sorted
    for (const c of cards) expect(Object.keys(c)).toEqual(cardFields(undefined, c));
    expect(Object.keys(cards[0]).slice(0, 8)).toEqual(["id", "title", "subtitle", "unique", "side", "culture", "type", Object.keys(cards[0]).filter((k) => !["id", "title", "subtitle", "unique", "side", "culture", "type", "keywords", "text", "abilities"].includes(k)).sort()[0]]);
    expect(cards[0]).toEqual(sampleSet.cards[1]);
    expect(Object.keys(cards[2].abilities[0])[0]).toBe("kind");
  });

  it("is deterministic whatever the input's key order", () => {
    const shuffled = sampleSet.cards.map((c) => Object.fromEntries(Object.entries(c).reverse()) as typeof c);
    expect(emitSet({ ...sampleSet, cards: shuffled })).toEqual(emitSet(sampleSet));
  });

  it("writes each card's canonical English, headed by id, title and subtitle", () => {
    expect(files()["test-game/set07.txt"]).toBe(
      [
        "7R3 Gimli, Son of Glóin",
        "Damage +1.",
        "Skirmish: exert Gimli then make him strength +2.",
        "",
        "7U10 Watcher",
        sampleSet.cards[2]!.text,
        "",
        "7C20 Axe Strike",
        "Skirmish: make a Dwarf strength +2 (or +3 if he bears a hand weapon).",
        "",
      ].join("\n"),
    );
  });

  it("handles an empty set and cards without abilities", () => {
    const empty = Object.fromEntries(emitSet({ ...sampleSet, cards: [] }).map((f) => [f.path, f.contents]));
    expect(empty["test-game/set07.json"]).toBe("[]\n");
    expect(empty["test-game/set07.txt"]).toBe("");
    expect(empty["test-game/set07.d.ts"]).toContain("export type CardId = never;");
    const plain = emitSet({ ...sampleSet, cards: [card({ id: "7C1", title: "Plain" })] });
    expect(plain.find((f) => f.path.endsWith(".txt"))!.contents).toBe("7C1 Plain\n");
  });
});
