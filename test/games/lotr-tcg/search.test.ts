/**
 * The LOTR TCG as a SearchGame (runtime/games/lotr-tcg/search/): a determinization of a player's view is a legal state
 * he cannot tell from the true one (the same view, the same legal actions by key, the engine's invariants hold); the
 * ISMCTS agent plays whole games, the same for a seed, better than random, and its move does not depend on what the
 * player may not see.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { randomAgent } from "../../../runtime/agents/random.ts";
import { createRng, nextInt } from "../../../runtime/core/rng.ts";
import type { GameState } from "../../../runtime/core/state.ts";
import { playNewGame, type Agent } from "../../../runtime/games/lotr-tcg/agents/agent.ts";
import { searchAgents } from "../../../runtime/games/lotr-tcg/agents/search.ts";
import { actorOf, apply, engineOf, history, isOver, legalActions, newGame, violations, winner, type Action, type CardLibrary } from "../../../runtime/games/lotr-tcg/engine/engine.ts";
import { deal } from "../../../runtime/games/lotr-tcg/search/deal.ts";
import { lotrSearch } from "../../../runtime/games/lotr-tcg/search/game.ts";
import { keyOf, keysFor } from "../../../runtime/games/lotr-tcg/search/keys.ts";
import { view } from "../../../runtime/games/lotr-tcg/state/view.ts";
import { STARTER_DECKS, starterLibrary } from "../../engine/starter-game.ts";
import { otherHidden } from "./other-hidden.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

/** A position of a random game played by `apply` (its pending decisions keep their units), after `steps` actions at most. */
function position(seed: number, steps: number): GameState {
  const rng = createRng(seed);
  let s = newGame({ seed, decks: STARTER_DECKS, cards });
  for (let i = 0; i < steps && !isOver(s); i++) {
    const acts = legalActions(s);
    s = apply(s, acts[nextInt(rng, acts.length)]!, acts);
  }
  return s;
}

/** A view as JSON, an option decision's labels sorted (a dealt state may list them in another order). */
function seen(s: GameState, p: string): string {
  const v = view(s, p, { log: false, known: false });
  const r = engineOf(v).resume;
  if (r?.decision.kind === "option") r.decision = { ...r.decision, options: r.decision.options.slice().sort() };
  return JSON.stringify(v);
}

const keysOf = (s: GameState): string[] => {
  const acts = legalActions(s);
  keysFor(s, acts);
  return acts.map(keyOf).sort();
};

const positions = fc.record({ seed: fc.integer({ min: 1, max: 10_000 }), steps: fc.integer({ min: 0, max: 250 }), deal: fc.integer({ min: 1, max: 1_000_000 }) });

/** Quick search agents: rollouts cut at 40 actions, scored by the estimate. */
const quick = searchAgents({ maxRolloutSteps: 40 });
const ismcts = (seed: number, iterations: number): Agent => quick.ismcts!(seed, { iterations });

describe("LOTR TCG determinizations", () => {
  it("a determinization of the acting player's view has that view, his legal actions by key, and breaks no invariant", () => {
    let undealt = 0;
    fc.assert(
      fc.property(positions, ({ seed, steps, deal: d }) => {
        const s = position(seed, steps);
        if (isOver(s)) return;
        const p = actorOf(s)!;
        const v = view(s, p, { log: false });
        const t = deal(v, p, createRng(d));
        if (typeof t === "string") {
          undealt++;
          return;
        }
        expect(seen(t, p)).toBe(seen(s, p));
        expect(keysOf(t)).toEqual(keysOf(s));
        expect(violations(t)).toEqual([]);
        expect(t.rng).not.toEqual(s.rng);
        // the hidden cards are dealt from the deck lists: each player holds the same cards as in the true state
        for (const q of s.players) {
          const defs = (x: GameState) => Object.values(x.cards).filter((c) => c.owner === q.id).map((c) => c.def).sort();
          expect(defs(t)).toEqual(defs(s));
        }
      }),
      { numRuns: 60 },
    );
    // only a unit that comes out otherwise with other cards is not dealt (the set-up drawing hands, then a decision)
    expect(undealt).toBeLessThan(6);
  }, 60_000);

  it("a determinization plays on to the end with random actions", () => {
    const game = lotrSearch();
    for (let seed = 1; seed <= 5; seed++) {
      const s = position(seed, 60);
      const p = actorOf(s)!;
      const t = game.determinize(game.view(s, p), p, createRng(seed));
      const end = game.rollout!(t, createRng(seed));
      expect(game.isOver(end)).toBe(true);
      expect([0, 0.5, 1]).toContain(game.reward(end, p));
    }
  });
});

describe("the LOTR TCG ISMCTS agent", () => {
  const game = (seed: number, iterations: number, me: string) => {
    const agents = { [me]: ismcts(seed, iterations), [me === "p1" ? "p2" : "p1"]: randomAgent(seed) };
    return playNewGame({ seed, decks: STARTER_DECKS, cards }, agents).state;
  };

  it("plays whole games against random, the same moves for the same seed, and wins most", () => {
    let won = 0;
    const games = 6;
    for (let seed = 1; seed <= games; seed++) {
      const me = seed % 2 ? "p1" : "p2";
      const end = game(seed, 12, me);
      expect(isOver(end)).toBe(true);
      if (winner(end) === me) won++;
      if (seed === 1) expect(history(game(seed, 12, me))).toEqual(history(end));
    }
    expect(won).toBeGreaterThan(games / 2);
  }, 60_000);

  it("picks one of the legal actions, the same whatever the cards the player may not see", () => {
    fc.assert(
      fc.property(positions, ({ seed, steps, deal: d }) => {
        const s1 = position(seed, steps);
        if (isOver(s1)) return;
        const p = actorOf(s1)!;
        const s2 = otherHidden(s1, p, d);
        const pick = (s: GameState): Action => {
          const legal = legalActions(s);
          const a = ismcts(seed, 8).choose(view(s, p, { log: false }), legal);
          expect(legal).toContain(a);
          return a;
        };
        expect(JSON.stringify(pick(s2))).toBe(JSON.stringify(pick(s1)));
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
