/**
 * The LOTR TCG's views (runtime/games/lotr-tcg/state/view.ts): for positions of random games, a state that differs
 * only in what the acting player may not see (the defs of the opponent's hand and draw deck dealt again, both draw
 * decks in another order) has the same view, and the heuristic agent picks the same action; a hidden card's
 * definition never shows in a view; the engine lists the same actions from the acting player's view; a view sharing
 * the state's public parts is the same as the copy.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { randomAgent } from "../../../runtime/agents/random.ts";
import type { CardId, GameState } from "../../../runtime/core/state.ts";
import { playNewGame } from "../../../runtime/games/lotr-tcg/agents/agent.ts";
import { heuristicAgent } from "../../../runtime/games/lotr-tcg/agents/heuristic.ts";
import { actorOf, engineOf, legalActions, pendingDecision, type CardLibrary } from "../../../runtime/games/lotr-tcg/engine/engine.ts";
import { ZONES } from "../../../runtime/games/lotr-tcg/state/game.ts";
import { HIDDEN, view } from "../../../runtime/games/lotr-tcg/state/view.ts";
import { STARTER_DECKS, starterLibrary } from "../../engine/starter-game.ts";
import { otherHidden } from "./other-hidden.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

const randomGame = (seed: number, steps: number) => playNewGame({ seed, decks: STARTER_DECKS, cards }, { p1: randomAgent(seed), p2: randomAgent(seed + 1) }, steps);

/** A position of the random game of seed `seed`, stopped after `steps` actions (modulo the game's length). */
function position(seed: number, steps: number): GameState {
  const length = randomGame(seed, Infinity).steps;
  return randomGame(seed, steps % length).state;
}

/** The cards the acting player looks at to answer his decision (he may see them). */
const shown = (s: GameState): Set<CardId> => {
  const d = pendingDecision(s);
  return new Set(d?.kind === "cards" && d.player === actorOf(s) ? d.options : []);
};

const key = (a: unknown): string => JSON.stringify(a);
/** Every number in a plain record. */
const numbersIn = (v: unknown): number[] => (typeof v === "number" ? [v] : typeof v === "object" && v !== null ? Object.values(v).flatMap(numbersIn) : []);
const positions = fc.record({ seed: fc.integer({ min: 1, max: 10_000 }), steps: fc.integer({ min: 0, max: 400 }), deal: fc.integer({ min: 1, max: 1_000_000 }) });

describe("LOTR TCG views", () => {
  it("a state that differs only in what the acting player may not see has the same view, and the heuristic agent picks the same action", () => {
    let dealtOtherwise = 0;
    fc.assert(
      fc.property(positions, ({ seed, steps, deal }) => {
        const s1 = position(seed, steps);
        const p = actorOf(s1)!;
        const s2 = otherHidden(s1, p, deal);
        if (key(s2.cards) !== key(s1.cards)) dealtOtherwise++;
        expect(key(view(s2, p))).toBe(key(view(s1, p)));
        const pick = (s: GameState) => heuristicAgent(seed).choose(view(s, p, { log: false }), legalActions(s));
        expect(key(pick(s2))).toBe(key(pick(s1)));
      }),
      { numRuns: 40 },
    );
    // the hidden cards were dealt otherwise in most positions (not in one whose hidden cards are all alike)
    expect(dealtOtherwise).toBeGreaterThan(30);
  }, 120_000);

  it("a shared view (an agent's at each step) holds what the copy holds, the heuristic agent picks the same from both, and the state is left as it was", () => {
    fc.assert(
      fc.property(positions, fc.constantFrom("p1", "p2"), ({ seed, steps }, p) => {
        const s = position(seed, steps);
        const before = key(s);
        const copy = view(s, p, { log: false, known: false });
        const shared = view(s, p, { log: false, known: false, share: true });
        expect(key(shared)).toBe(key(copy));
        if (actorOf(s) === p) {
          const pick = (v: GameState) => heuristicAgent(seed).choose(v, legalActions(s));
          expect(key(pick(shared))).toBe(key(pick(copy)));
        }
        expect(key(s)).toBe(before);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it("the acting player's view lists the same legal actions as the true state", () => {
    fc.assert(
      fc.property(positions, ({ seed, steps }) => {
        const s = position(seed, steps);
        expect(key(legalActions(view(s, actorOf(s)!)))).toBe(key(legalActions(s)));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it("a hidden card's definition never shows in a view, nor its id, nor the rng or the replay data", () => {
    fc.assert(
      fc.property(positions, fc.constantFrom("p1", "p2"), ({ seed, steps }, p) => {
        const s = position(seed, steps);
        const v = view(s, p);
        const seen = actorOf(s) === p ? shown(s) : new Set<CardId>();
        const hidden = new Set(s.players.flatMap((q) => [...q.zones[ZONES.drawDeck]!, ...(q.id === p ? [] : q.zones[ZONES.hand]!)]).filter((id) => !seen.has(id)));
        for (const id of Object.keys(s.cards).map(Number)) {
          // a hidden card's id names a placeholder (of the same owner, in a hidden zone); any other card is as it is
          if (hidden.has(id)) expect(v.cards[id]).toMatchObject({ def: HIDDEN, owner: s.cards[id]!.owner, tokens: {}, attachedTo: null });
          else expect(v.cards[id]).toEqual(s.cards[id]);
        }
        const named = new Set(v.log.flatMap((e) => numbersIn({ ...e, seq: 0, seed: 0 })));
        for (const id of hidden) expect(named.has(id)).toBe(false);
        expect(v.rng).toEqual({ seed: 0 });
        expect(engineOf(v).history).toEqual([]);
        expect(engineOf(v).resume?.base ?? null).toBeNull();
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
