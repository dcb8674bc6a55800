/** Every bundled set-1 card's compiled header (every CardIR field but text and abilities) equals the reference data. */
import { describe, expect, it } from "vitest";
import { actualHeader, expectedHeader } from "./expected-ir.ts";
import { compileSet, printedById, starterIds } from "./set01.ts";

const compiled = compileSet();
const bundled = [...compiled.cards.keys()].filter((id) => printedById.has(id)).sort();

describe("bundled set-1 cards: built stats equal the reference data", () => {
  it("the starter decks hold 69 distinct cards, all bundled in cards/lotr-tcg/set01", () => {
    expect(starterIds).toHaveLength(69);
    expect(starterIds.filter((id) => !compiled.cards.has(id))).toEqual([]);
  });

  it.each(bundled)("%s", (id) => {
    expect(actualHeader(compiled.cards.get(id)!)).toEqual(expectedHeader(printedById.get(id)!));
  });
});
