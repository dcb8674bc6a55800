/** The core `not` over the Confrontation's own conditions (test/runtime/core-phrases.test.ts covers the rest). */
import { describe, expect, it } from "vitest";
import { implementations } from "../../../runtime/games/confrontation/impl/index.ts";
import type { GameState, Piece } from "../../../runtime/games/confrontation/state.ts";

describe("the core condition combinators in the Confrontation", () => {
  it("negate a region test", () => {
    const inMoria = { op: "is-in", args: { who: null, region: "Moria" } };
    const not = implementations["not-condition"]!;
    const piece = (region: string) => ({ region }) as unknown as Piece;
    expect(not.kind === "condition" && not.test({} as GameState, piece("Moria"), { condition: inMoria })).toBe(false);
    expect(not.kind === "condition" && not.test({} as GameState, piece("Rohan"), { condition: inMoria })).toBe(true);
  });
});
