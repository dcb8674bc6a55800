import { describe, expect, test } from "vitest";
import { normalizeForComparison, textsMatch } from "../../compiler/render/compare.ts";

describe("normalizeForComparison", () => {
  test.each([
    ["Skirmish: Exert Gimli to make him strength +2.", "skirmish exert gimli to make him strength +2"],
    ["Bearer must be a [Moria] Orc.", "bearer must be a moria orc"],
    ["exert Gimli then make him strength +2", "exert gimli to make him strength +2"],
    ["The Balrog’s twilight cost is -6.", "the balrog's twilight cost is -6"],
    ["Add (2).\nDraw a card;  heal Frodo", "add 2 draw a card heal frodo"],
    ["Each Uruk-hai is strength -1.", "each uruk-hai is strength -1"],
    ["Add 1 burden and draw an Elf.", "add a burden and draw a elf"],
    ["Site 1. 1 +1", "site 1 1 +1"],
  ])("%s", (text, expected) => {
    expect(normalizeForComparison(text)).toBe(expected);
  });
});

describe("textsMatch", () => {
  test("ignores case, punctuation, icon brackets and then/to", () => {
    expect(textsMatch("Skirmish: Make a [dwarven] Dwarf strength +2.", "Skirmish: make a Dwarven Dwarf strength +2")).toBe(true);
    expect(textsMatch("Fellowship: exert Sam then remove a burden.", "Fellowship: Exert Sam to remove a burden.")).toBe(true);
  });
  test("reads a count of one written as a numeral or an article alike", () => {
    expect(textsMatch("Shadow: add a burden.", "Shadow: Add 1 burden.")).toBe(true);
  });
  test("tells different words, numbers and signs apart", () => {
    expect(textsMatch("make him strength +2", "make him strength +3")).toBe(false);
    expect(textsMatch("twilight cost is -1", "twilight cost is +1")).toBe(false);
    expect(textsMatch("exert a Dwarf", "exert an Elf")).toBe(false);
    expect(textsMatch("draw 2 cards", "draw a card")).toBe(false);
  });
});
