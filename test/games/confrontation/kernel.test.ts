/** The kernel's generic functions drive the Confrontation's engine (its `GameEngine`): the games they make are the engine's own. */
import { describe, expect, it } from "vitest";
import { createRng, type RngState } from "../../../runtime/core/rng.ts";
import { playOut, replay, withInvariants, type Seat } from "../../../runtime/engine/kernel.ts";
import { heuristicAgent, playGame, randomAgent, type Agent } from "../../../runtime/games/confrontation/agents.ts";
import type { Side } from "../../../runtime/games/confrontation/board.ts";
import type { Action } from "../../../runtime/games/confrontation/engine.ts";
import type { GameState } from "../../../runtime/games/confrontation/state.ts";
import { confrontationEngine } from "../../../runtime/games/confrontation/step-engine.ts";
import { viewLeaks } from "../../../runtime/games/confrontation/invariants.ts";

/** A seat of the kernel for one of the game's agents; it checks that what it is shown is the seat's view. */
function seat(agent: Agent, side: Side, rng: RngState, seen: string[]): Seat<GameState, Action> {
  return {
    choose(v) {
      seen.push(...viewLeaks(v, side));
      return agent.choose(v, side, rng);
    },
  };
}

describe("the Confrontation's engine on the kernel", () => {
  it("plays out through the kernel, with invariants on and agents shown views, the games the game's own loop plays; replay makes them again", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const leaks: string[] = [];
      const own = playGame(seed, { fellowship: heuristicAgent, sauron: randomAgent }, { fellowship: createRng(seed), sauron: createRng(seed + 1) });
      const seats = { fellowship: seat(heuristicAgent, "fellowship", createRng(seed), leaks), sauron: seat(randomAgent, "sauron", createRng(seed + 1), leaks) };
      const out = playOut(withInvariants(confrontationEngine), confrontationEngine.newGame({ seed }), seats);
      expect(leaks).toEqual([]);
      expect(confrontationEngine.isOver(out.state)).toBe(true);
      expect(confrontationEngine.digest(out.state)).toBe(confrontationEngine.digest(own));
      expect(confrontationEngine.digest(replay(confrontationEngine, { seed }, out.actions))).toBe(confrontationEngine.digest(own));
    }
  });

  it("the invariant hook names the action after which an invariant breaks", () => {
    const broken = withInvariants({ ...confrontationEngine, violations: (s: GameState) => (s.turn > 0 ? ["a test invariant"] : []) });
    let s = broken.newGame({ seed: 1 });
    const go = () => {
      for (;;) s = broken.apply(s, broken.legalActions(s)[0]!);
    };
    expect(go).toThrow(/invariant violated after \{"type":"move".*a test invariant/);
  });
});
