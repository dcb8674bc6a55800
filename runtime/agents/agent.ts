/** Agents choose among the legal actions; `playGame` runs a game between two of them. */
import type { GameState } from "../core/state.ts";
import { playLive, type Action } from "../games/lotr-tcg/engine/engine.ts";

export interface Agent {
  name: string;
  /** Picks one of `actions` (all legal, all for the same player). */
  choose(state: GameState, actions: Action[]): Action;
}

export interface GameResult {
  state: GameState;
  steps: number;
}

/**
 * Plays until the game ends (or `maxSteps` actions), asking each seat's agent in turn. Runs on the
 * engine's live path (`playLive`): the same game as `apply` step by step, without a copy per action.
 */
export function playGame(start: GameState, agents: Record<string, Agent>, maxSteps = 100_000): GameResult {
  return playLive(
    start,
    (who, state, actions) => {
      const agent = agents[who];
      if (!agent) throw new Error(`no agent for player ${who}`);
      return agent.choose(state, actions);
    },
    maxSteps,
  );
}
