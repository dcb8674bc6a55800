/**
 * The search agents of runtime/agents/search over `lotrSearch` (search/game.ts): SO-ISMCTS and determinized UCT read
 * only the acting player's view; cheating UCT (a yardstick) searches the true state. They are played on the apply
 * path (`search`: a pending decision keeps the unit before it, which a search plays on from). A view that cannot be
 * dealt as a full state (search/deal.ts) is answered by the heuristic agent.
 */
import { cheatingUctAgent, determinizedUctAgent, ismctsAgent, type SearchAgent, type SearchOptions } from "../../../agents/search/index.ts";
import { createRng } from "../../../core/rng.ts";
import type { GameState } from "../../../core/state.ts";
import type { AgentOptions } from "../../table.ts";
import { actorOf, type Action } from "../engine/engine.ts";
import { dealable, lotrSearch, type LotrSearchOptions } from "../search/game.ts";
import { keysFor } from "../search/keys.ts";
import type { Agent } from "./agent.ts";
import { heuristicAgent } from "./heuristic.ts";

/** Iterations a move when neither budget is given (a LOTR rollout plays a whole game: some 100 iterations a second). */
export const SEARCH_ITERATIONS = 100;

type Game = ReturnType<typeof lotrSearch>;

function budget(o: AgentOptions | undefined, cut: LotrSearchOptions): SearchOptions {
  const steps = cut.maxRolloutSteps !== undefined ? { maxRolloutSteps: cut.maxRolloutSteps } : {};
  if (o?.timePerMoveMs !== undefined) return { timePerMoveMs: o.timePerMoveMs, ...(o.iterations !== undefined ? { iterations: o.iterations } : {}), ...steps };
  return { iterations: o?.iterations ?? SEARCH_ITERATIONS, ...steps };
}

/** A search agent reading the acting player's view (handed by the table, with what it keeps for a search). */
function viewAgent(game: Game, agent: SearchAgent<GameState, Action>, seed: number): Agent {
  const rng = createRng(seed);
  const fallback = heuristicAgent(seed);
  return {
    name: agent.name,
    search: true,
    choose(state, actions) {
      if (actions.length === 1) return actions[0]!;
      const player = actorOf(state)!;
      const v = game.view(state, player);
      keysFor(v, actions);
      return dealable(v, player, rng) === null ? agent.choose(v, actions) : fallback.choose(v, actions);
    },
  };
}

function cheatingAgent(agent: SearchAgent<GameState, Action>): Agent {
  return {
    name: agent.name,
    cheats: true,
    search: true,
    choose(state, actions) {
      keysFor(state, actions);
      return agent.choose(state, actions);
    },
  };
}

/** The search agents by name, as a table registers them; `cut` cuts their rollouts (search/game.ts). */
export function searchAgents(cut: LotrSearchOptions = {}): Record<string, (seed: number, o?: AgentOptions) => Agent> {
  const game = lotrSearch(cut);
  return {
    ismcts: (seed, o) => viewAgent(game, ismctsAgent(game, seed, budget(o, cut)), seed),
    "determinized-uct": (seed, o) => viewAgent(game, determinizedUctAgent(game, seed, budget(o, cut)), seed),
    "cheating-uct": (seed, o) => cheatingAgent(cheatingUctAgent(game, seed, budget(o, cut))),
  };
}
