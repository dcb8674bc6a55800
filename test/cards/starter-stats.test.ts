/** (a) Every starter card's compiled header (every CardIR field but text and abilities) equals the reference data. */
import { describe, expect, it } from "vitest";
import { actualHeader, expectedHeader } from "./expected-ir.ts";
import { compileSet, printedById, starterIds } from "./starters.ts";

const compiled = compileSet();

describe("starter cards: built stats equal the reference data", () => {
  it("the starter decks hold 69 distinct cards, all in cards/lotr-tcg/set01", () => {
    expect(starterIds).toHaveLength(69);
    expect(starterIds.filter((id) => !compiled.cards.has(id))).toEqual([]);
  });

  it.each(starterIds)("%s", (id) => {
    const card = compiled.cards.get(id);
    expect(card, `${id} is not compiled`).toBeDefined();
    expect(actualHeader(card!)).toEqual(expectedHeader(printedById.get(id)!));
  });
});
