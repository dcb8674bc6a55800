/**
 * The kernel's search agents (runtime/agents/search) over `warOfTheRingSearch` (search/game.ts): SO-ISMCTS and
 * determinized UCT read only the acting deck's view; cheating UCT (a yardstick) searches the true state. They are
 * played on the apply path (`search`: a state keeps the unit before a pending decision). They search the decisions
 * asked in the middle of a rule too, from `searchView`'s view (it keeps the unit's start: search/mid-unit.ts); a view
 * that cannot be dealt as a full state (another view of such a decision, or one whose deals never reach it) is
 * answered by the heuristic agent.
 */
import { cheatingUctAgent, determinizedUctAgent, ismctsAgent, type SearchAgent, type SearchOptions } from "../../../agents/search/index.ts";
import { createRng } from "../../../core/rng.ts";
import type { GameState } from "../../../core/state.ts";
import { engineOf } from "../engine/library.ts";
import type { AgentOptions } from "../../table.ts";
import { actorOf } from "../engine/step-engine.ts";
import type { Action } from "../engine/types.ts";
import { dealable, determinize, warOfTheRingSearch } from "../search/game.ts";
import { keysFor } from "../search/keys.ts";
import { heuristicAgent } from "./heuristic.ts";

/** Iterations a move when no budget is given. */
export const SEARCH_ITERATIONS = 100;

/** An agent at the table: `search` (plays on the apply path), `cheats` (reads the true state). */
export interface SearchingAgent {
  name: string;
  choose(state: GameState, actions: Action[]): Action;
  search: true;
  cheats?: boolean;
}

const budget = (o?: AgentOptions): SearchOptions =>
  o?.timePerMoveMs !== undefined ? { timePerMoveMs: o.timePerMoveMs, ...(o.iterations !== undefined ? { iterations: o.iterations } : {}) } : { iterations: o?.iterations ?? SEARCH_ITERATIONS };

const game = warOfTheRingSearch;

function viewAgent(agent: SearchAgent<GameState, Action>, seed: number): SearchingAgent {
  const fallback = heuristicAgent(seed);
  const rng = createRng(seed);
  // a decision in the middle of a unit is searched when one deal of it reaches it (the search falls back on that deal)
  const searchable = (v: GameState): boolean => dealable(v) === null && (engineOf(v).resume === null || determinize(v, rng) !== null);
  return {
    name: agent.name,
    search: true,
    choose(state, actions) {
      if (actions.length === 1) return actions[0]!;
      const v = game.view(state, actorOf(state)!);
      keysFor(v, actions);
      return searchable(v) ? agent.choose(v, actions) : fallback.choose(v, actions);
    },
  };
}

function cheatingAgent(agent: SearchAgent<GameState, Action>): SearchingAgent {
  return {
    name: agent.name,
    search: true,
    cheats: true,
    choose(state, actions) {
      if (actions.length === 1) return actions[0]!;
      keysFor(state, actions);
      return agent.choose(state, actions);
    },
  };
}

/** The search agents by name, as the table registers them. */
export function searchAgents(): Record<string, (seed: number, o?: AgentOptions) => SearchingAgent> {
  return {
    ismcts: (seed, o) => viewAgent(ismctsAgent(game, seed, budget(o)), seed),
    "determinized-uct": (seed, o) => viewAgent(determinizedUctAgent(game, seed, budget(o)), seed),
    "cheating-uct": (seed, o) => cheatingAgent(cheatingUctAgent(game, seed, budget(o))),
  };
}
