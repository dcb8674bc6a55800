/** (b) The starter card files parse and check with no diagnostic at all. */
import { describe, expect, it } from "vitest";
import { compileSet } from "./starters.ts";

describe("starter cards: clean check", () => {
  it("cards/lotr-tcg/set01 has zero diagnostics", () => {
    const { diagnostics } = compileSet();
    const shown = diagnostics.map((d) => `${d.file}:${d.span.line}:${d.span.column} ${d.code} ${d.message}`);
    expect(shown).toEqual([]);
  });
});
