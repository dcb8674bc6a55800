/**
 * The Confrontation's views (runtime/games/confrontation/view.ts): in positions of random games, a state that differs
 * only in what the player to act may not see (which character each of the enemy's unrevealed pieces is, the enemy's
 * combat card played face down) has the same view, and the heuristic agent picks the same move from it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng, shuffle } from "../../../runtime/core/rng.ts";
import { enemyOf } from "../../../runtime/games/confrontation/board.ts";
import { heuristicAgent, playGame, randomAgent } from "../../../runtime/games/confrontation/agents.ts";
import type { GameState } from "../../../runtime/games/confrontation/state.ts";
import { view } from "../../../runtime/games/confrontation/view.ts";

/** The states of the random game of seed `seed`, each as the player to act faces it. */
function statesOf(seed: number): GameState[] {
  const states: GameState[] = [];
  const rng = (k: number) => createRng(seed * 2 + k);
  playGame(seed, { fellowship: randomAgent, sauron: randomAgent }, { fellowship: rng(0), sauron: rng(1) }, (s) => {
    if (!s.over) states.push(s);
  });
  return states;
}

/** A copy of `s` in which the enemy of the player to act has his hidden pieces dealt otherwise and, if face down, another combat card. */
function otherHidden(s: GameState, seed: number): GameState {
  const t = JSON.parse(JSON.stringify(s)) as GameState;
  const rng = createRng(seed);
  const enemy = enemyOf(t.pending!.player);
  const hidden = t.pieces.filter((p) => p.side === enemy && !p.revealed && !p.defeated);
  const cards = shuffle(rng, hidden.map((p) => p.card));
  hidden.forEach((p, i) => (p.card = cards[i]!));
  const b = t.battle;
  // a card played face down stays among the available ones until both are shown
  if (b && !b.cardsRevealed && b.cards[enemy] !== null && b.flags.openFirst !== enemy) b.cards[enemy] = shuffle(rng, t.hands[enemy].available.slice())[0]!;
  return t;
}

const key = (a: unknown): string => JSON.stringify(a);

describe("The Confrontation's views", () => {
  it("a state that differs only in what the player to act may not see has the same view, and the heuristic agent picks the same move", () => {
    let dealtOtherwise = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), fc.integer({ min: 1, max: 1_000_000 }), (seed, at, deal) => {
        const states = statesOf(seed);
        const s1 = states[at % states.length]!;
        const p = s1.pending!.player;
        const s2 = otherHidden(s1, deal);
        if (key(s2) !== key(s1)) dealtOtherwise++;
        expect(key(view(s2, p))).toBe(key(view(s1, p)));
        const pick = (s: GameState) => heuristicAgent.choose(view(s, p), p, createRng(seed));
        expect(key(pick(s2))).toBe(key(pick(s1)));
      }),
      { numRuns: 60 },
    );
    expect(dealtOtherwise).toBeGreaterThan(30);
  }, 120_000);
});
