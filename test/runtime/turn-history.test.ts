/** The turn's history (runtime/core/turn-history.ts): counts per event type, empty again in a later turn, never shared between copies. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createState } from "../../runtime/core/state.ts";
import { noteHappened, timesThisTurn } from "../../runtime/core/turn-history.ts";

const fresh = () => createState({ game: "test", seed: 1, players: ["a", "b"], playerZones: ["hand"] });

describe("the turn's history", () => {
  it("counts each event type of the current turn, and nothing of an earlier turn", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("move", "exert", "play"), fc.boolean()), { maxLength: 30 }), (steps) => {
        const state = fresh();
        const expected: Record<string, number> = {};
        for (const [type, newTurn] of steps) {
          if (newTurn) {
            state.turn++;
            for (const k of Object.keys(expected)) delete expected[k];
          }
          noteHappened(state, type);
          expected[type] = (expected[type] ?? 0) + 1;
          for (const t of ["move", "exert", "play"]) expect(timesThisTurn(state, t)).toBe(expected[t] ?? 0);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("is replaced, not changed, so a copy sharing it keeps its own counts", () => {
    const state = fresh();
    noteHappened(state, "move");
    const copy = { ...state };
    noteHappened(copy, "move");
    expect(timesThisTurn(state, "move")).toBe(1);
    expect(timesThisTurn(copy, "move")).toBe(2);
  });

  it("reads a state saved before it was kept as an empty history", () => {
    const state = fresh() as Partial<ReturnType<typeof fresh>>;
    delete state.thisTurn;
    expect(timesThisTurn(state as ReturnType<typeof fresh>, "move")).toBe(0);
  });
});
