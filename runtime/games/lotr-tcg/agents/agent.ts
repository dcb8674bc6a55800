/**
 * Agents choose among the legal actions; `playGame` runs a game between two of them. An agent is handed the acting
 * player's view (state/view.ts), never the true state: unless it cheats (a yardstick), or reads nothing but the
 * actions (`blind`: the random agent), for which no view is made.
 */
import type { GameState } from "../../../core/state.ts";
import { actorOf, apply, legalActions, newGame, playLive, playNew, type Action, type Decide, type NewGameOptions } from "../engine/engine.ts";
import { playByApply, searching, seatsDecide } from "../../../engine/seat-agents.ts";
import { view } from "../state/view.ts";

export interface Agent {
  name: string;
  /**
   * Picks one of `actions` (all legal, all for the same player); `state` is that player's view unless the agent cheats.
   * Not asked when the action is the only one (unless the agent is `blind`): it is taken.
   */
  choose(state: GameState, actions: Action[]): Action;
  /** Reads the true state, hidden cards included. */
  cheats?: boolean;
  /** Reads nothing of the state (only the actions): handed the state as it is, no view made for it. */
  blind?: boolean;
  /**
   * Searches on from the state it is handed (agents/search.ts): a game with it is played by `apply`, whose states
   * keep the unit before a pending decision (the live path keeps none), and its views keep what a search deals from.
   */
  search?: boolean;
}

export interface GameResult {
  state: GameState;
  steps: number;
}

/**
 * What `agent` is handed when `player` is to act: the player's view (without the log: agents read none), sharing the
 * state's public parts unless the agent searches on from it (it reads the view before the game goes on).
 */
export function seenBy(agent: Agent, state: GameState, player: string): GameState {
  return agent.cheats || agent.blind ? state : view(state, player, { log: false, known: agent.search === true, share: agent.search !== true });
}

/**
 * Plays until the game ends (or `maxSteps` actions), asking each seat's agent in turn. Runs on the
 * engine's live path (`playLive`): the same game as `apply` step by step, without a copy per action.
 */
export function playGame(start: GameState, agents: Record<string, Agent>, maxSteps = 100_000): GameResult {
  if (searching(agents)) return byApply(start, agents, maxSteps);
  return playLive(start, byAgents(agents), maxSteps);
}

/** A new game played to the end: the same game as `playGame(newGame(o), agents)`, a little faster (see `playNew`). */
export function playNewGame(o: NewGameOptions, agents: Record<string, Agent>, maxSteps = 100_000): GameResult {
  if (searching(agents)) return byApply(newGame(o), agents, maxSteps);
  return playNew(o, byAgents(agents), maxSteps);
}

/** Each seat's agent, handed its view (`seenBy`). */
const byAgents = (agents: Record<string, Agent>): Decide => seatsDecide(agents, seenBy, "player");

/** The same game as the live path, step by step with `apply`: every state kept whole for an agent that searches on from it. */
const byApply = (start: GameState, agents: Record<string, Agent>, maxSteps: number): GameResult => playByApply({ actorOf, legalActions, apply }, start, byAgents(agents), maxSteps);
