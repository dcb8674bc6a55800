/** The agents' choice depends only on the view: two full states with the same view get the same choice. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../runtime/core/rng.ts";
import { heuristicAgent, randomAgent } from "../../../runtime/games/confrontation/agents.ts";
import { apply, legalActions, newGame } from "../../../runtime/games/confrontation/engine.ts";
import { determinize, view } from "../../../runtime/games/confrontation/view.ts";
import type { GameState } from "../../../runtime/games/confrontation/state.ts";
import { runs } from "../../support/properties.ts";

/** A state reached by `steps` random actions from a seeded game. */
function reach(seed: number, steps: number): GameState {
  let s = newGame({ seed });
  const rng = createRng(seed * 31 + 7);
  for (let i = 0; i < steps && !s.over; i++) {
    const acts = legalActions(s);
    s = apply(s, acts[Math.floor(((rng.seed = (rng.seed * 1103515245 + 12345) >>> 0) / 2 ** 32) * acts.length)]!);
  }
  return s;
}

describe("agents read only their view", () => {
  it("same view, same choice (the other state: a determinization of the view)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 120 }), fc.integer(), (seed, steps, other) => {
        const s = reach(seed, steps);
        if (s.over) return;
        const p = s.pending!.player;
        const v = view(s, p);
        const twin = determinize(v, p, createRng(other));
        // the twin is a full state the player cannot tell apart from the real one
        expect(view(twin, p)).toEqual({ ...v, rng: { seed: 0 } });
        for (const agent of [randomAgent, heuristicAgent]) {
          const a = agent.choose(v, p, createRng(5));
          expect(agent.choose(view(twin, p), p, createRng(5))).toEqual(a);
          expect(legalActions(s)).toContainEqual(a);
        }
      }),
      { numRuns: runs(150) },
    );
  });
});
