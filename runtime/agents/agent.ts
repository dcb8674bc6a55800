/** Agents choose among the legal actions; `playGame` runs a game between two of them. */
import type { GameState } from "../core/state.ts";
import { actorOf, apply, isOver, legalActions, type Action } from "../games/lotr-tcg/engine/engine.ts";

export interface Agent {
  name: string;
  /** Picks one of `actions` (all legal, all for the same player). */
  choose(state: GameState, actions: Action[]): Action;
}

export interface GameResult {
  state: GameState;
  steps: number;
}

/** Plays until the game ends (or `maxSteps` actions), asking each seat's agent in turn. */
export function playGame(start: GameState, agents: Record<string, Agent>, maxSteps = 100_000): GameResult {
  let state = start;
  let steps = 0;
  while (!isOver(state) && steps < maxSteps) {
    const actions = legalActions(state);
    const who = actorOf(state);
    if (!who || actions.length === 0) throw new Error(`no legal action for ${who ?? "nobody"} in a game not over`);
    const agent = agents[who];
    if (!agent) throw new Error(`no agent for player ${who}`);
    state = apply(state, agent.choose(state, actions), actions);
    steps++;
  }
  return { state, steps };
}
