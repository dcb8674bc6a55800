/**
 * The live path (`playGame` → `playLive`) plays the same games as `apply` step by step: same final
 * digest, log, history and step count, also when stopped by `maxSteps` in the middle of a decision.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { playGame, type Agent } from "../../runtime/games/lotr-tcg/agents/agent.ts";
import { heuristicAgent } from "../../runtime/games/lotr-tcg/agents/heuristic.ts";
import { randomAgent } from "../../runtime/agents/random.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { actorOf, apply, digest, history, isOver, legalActions, newGame, pendingDecision, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { starterLibrary, STARTER_DECKS } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

const agents = (seed: number): Record<string, Agent> => ({ p1: heuristicAgent(seed), p2: randomAgent(seed + 3) });

function stepByStep(start: GameState, seats: Record<string, Agent>, maxSteps: number): { state: GameState; steps: number } {
  let state = start;
  let steps = 0;
  while (!isOver(state) && steps < maxSteps) {
    const actions = legalActions(state);
    state = apply(state, seats[actorOf(state)!]!.choose(state, actions), actions);
    steps++;
  }
  return { state, steps };
}

const summary = (r: { state: GameState; steps: number }) => ({
  steps: r.steps,
  digest: digest(r.state),
  log: JSON.stringify(r.state.log),
  history: JSON.stringify(history(r.state)),
});

describe("live path", () => {
  it("plays whole games exactly as apply does, and leaves its start state alone", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const start = newGame({ seed, decks: STARTER_DECKS, cards, checkInvariants: true });
      const before = JSON.stringify(start);
      const live = playGame(start, agents(seed));
      expect(JSON.stringify(start)).toBe(before);
      expect(summary(live)).toEqual(summary(stepByStep(start, agents(seed), Infinity)));
    }
  });

  it("stops after maxSteps in the state apply would show, a pending decision included", () => {
    const start = newGame({ seed: 2, decks: STARTER_DECKS, cards });
    const full = stepByStep(start, agents(2), Infinity);
    // A step budget that ends while a decision is pending (mid-unit), and one that ends at a window.
    const budgets = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89].filter((n) => n < full.steps);
    let midDecision = 0;
    for (const n of budgets) {
      const slow = stepByStep(start, agents(2), n);
      if (pendingDecision(slow.state)) midDecision++;
      expect(summary(playGame(start, agents(2), n))).toEqual(summary(slow));
    }
    expect(midDecision).toBeGreaterThan(0);
  });

  it("continues a game from a state waiting for a decision", () => {
    const start = newGame({ seed: 7, decks: STARTER_DECKS, cards });
    const pick = randomAgent(1);
    let state = start;
    for (let i = 0; i < 20 || !pendingDecision(state); i++) {
      const actions = legalActions(state);
      state = apply(state, pick.choose(state, actions), actions);
    }
    expect(isOver(state)).toBe(false);
    expect(summary(playGame(state, agents(7)))).toEqual(summary(stepByStep(state, agents(7), Infinity)));
  });
});
