/**
 * Properties over random games (fast-check): invariants hold after every step in every scenario; a game is the same
 * for a seed (the same actions from the same seed give the same digest, and the live path plays the same game as
 * `apply`); a view hides the other decks' hands and every draw deck (the acting deck's own hand is shown).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng, nextInt } from "../../../runtime/core/rng.ts";
import { cardsIn, type GameState } from "../../../runtime/core/state.ts";
import { replay, withInvariants } from "../../../runtime/engine/kernel.ts";
import { apply, digest, history, legalActions, newGame, playNew, view, warOfTheRingEngine as engine } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import type { Action } from "../../../runtime/games/war-of-the-ring/engine/types.ts";
import { SCENARIOS, ZONES, type ScenarioId } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { HIDDEN } from "../../../runtime/games/war-of-the-ring/state/view.ts";
import { runs } from "../../support/properties.ts";
import { options } from "./support/data-cards.ts";

/** A random game from `seed` with actions picked by `pick`, to the end or `steps` actions. */
function randomGame(scenario: ScenarioId, seed: number, steps = Infinity): { state: GameState; actions: Action[] } {
  const checked = withInvariants(engine);
  const rng = createRng(seed ^ 0x5bd1e995);
  let s = checked.newGame(options(scenario, seed, { checkInvariants: true }));
  const actions: Action[] = [];
  while (!engine.isOver(s) && actions.length < steps) {
    const legal = legalActions(s);
    const a = legal[nextInt(rng, legal.length)]!;
    s = checked.apply(s, a, legal);
    actions.push(a);
  }
  return { state: s, actions };
}

const scenario = fc.constantFrom(...SCENARIOS);

describe("properties of random games", () => {
  it("invariants hold after every step, in every scenario, and every game ends", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 1_000_000 }), (sc, seed) => {
        expect(engine.isOver(randomGame(sc, seed).state)).toBe(true);
      }),
      { numRuns: runs(30) },
    );
  });

  it("is deterministic for a seed: replaying the actions gives the same digest; the live path plays the same game", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 400 }), (sc, seed, steps) => {
        const { state, actions } = randomGame(sc, seed, steps);
        expect(digest(replay(engine, options(sc, seed, { checkInvariants: true }), actions))).toBe(digest(state));
        expect(history(state)).toEqual(actions);
        if (engine.isOver(state)) {
          let k = 0;
          const live = playNew(options(sc, seed, { checkInvariants: true }), () => actions[k++]!);
          expect(digest(live.state)).toBe(digest(state));
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it("a view hides every draw deck and the other decks' hands, cycle and eliminated piles; the acting deck's own hand is shown", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 200 }), (sc, seed, steps) => {
        const { state } = randomGame(sc, seed, steps);
        for (const p of state.players) {
          const v = view(state, p.id);
          for (const q of v.players) {
            for (const id of q.zones[ZONES.drawDeck] ?? []) expect(v.cards[id]!.def).toBe(HIDDEN);
            const h = q.zones[ZONES.hand] ?? [];
            if (q.id !== p.id) for (const id of h) expect(v.cards[id]!.def).toBe(HIDDEN);
            else expect(h.map((id) => v.cards[id]!.def)).toEqual(cardsIn(state, q.id, ZONES.hand).map((id) => state.cards[id]!.def));
            expect(h.length).toBe(cardsIn(state, q.id, ZONES.hand).length);
          }
          expect(v.rng.seed).toBe(0);
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it("a shared view (an agent's at each step) holds what the copy holds, and leaves the state as it was", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 300 }), (sc, seed, steps) => {
        const { state } = randomGame(sc, seed, steps);
        const before = JSON.stringify(state);
        for (const p of state.players) expect(JSON.stringify(view(state, p.id, { log: false, share: true }))).toBe(JSON.stringify(view(state, p.id, { log: false })));
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: runs(30) },
    );
  });

  it("the same options and actions give the same game, whatever order games are made in", () => {
    const a = randomGame("trilogy", 77, 300);
    newGame(options("duel", 5));
    const b = randomGame("trilogy", 77, 300);
    expect(digest(b.state)).toBe(digest(a.state));
    void apply;
  });
});
