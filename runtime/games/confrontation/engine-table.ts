/**
 * The Confrontation's engine at a table, without its words (table-words.ts): no decks (each side has its nine
 * characters and nine combat cards), seats `fellowship` and `sauron`, the engine's endings, the agents (random,
 * heuristic and the search agents of runtime/agents/search over `confrontationSearch`) and the view. A browser bundles
 * this alone (browser.ts); the CLI plays it with its words (table.ts).
 *
 * Agents are handed views, except the cheating UCT agent (a yardstick).
 */
import { cheatingUctAgent, determinizedUctAgent, ismctsAgent, type SearchAgent } from "../../agents/search/index.ts";
import { createRng, type RngState } from "../../core/rng.ts";
import type { AgentOptions, EngineTable, TableAgent } from "../table.ts";
import { heuristicAgent, randomAgent, type Agent as EngineAgent } from "./agents.ts";
import type { Side } from "./board.ts";
import { actorOf, apply, isOver, legalActions, newGame, winner, type Action } from "./engine.ts";
import { confrontationSearch, withoutLog } from "./search.ts";
import type { GameState } from "./state.ts";
import { view } from "./view.ts";

export type ConfrontationAgent = TableAgent<Action, GameState>;

/** How a game ends, in `simulate`'s order. */
export const ENDINGS = ["frodo-in-mordor", "frodo-defeated", "three-in-shire", "no-move", "turn-limit"] as const;

/** A seat's side (a seat is named by its side). */
export const asSide = (player: string): Side => (player === "sauron" ? "sauron" : "fellowship");

/** Iterations a move of the search agents when neither budget is given. */
export const SEARCH_ITERATIONS = 1000;

function budget(o: AgentOptions | undefined): { iterations?: number; timePerMoveMs?: number } {
  if (o?.timePerMoveMs !== undefined) return { timePerMoveMs: o.timePerMoveMs, ...(o.iterations !== undefined ? { iterations: o.iterations } : {}) };
  return { iterations: o?.iterations ?? SEARCH_ITERATIONS };
}

/** One of the engine's agents (they take the view, the side and an rng) at the table. */
function engineAgent(agent: EngineAgent, seed: number): ConfrontationAgent {
  const rng: RngState = createRng(seed);
  return { name: agent.name, choose: (v) => agent.choose(v, actorOf(v)!, rng) };
}

function searchAgent(agent: SearchAgent<GameState, Action>, cheats = false): ConfrontationAgent {
  // the searches never read the log: do not copy it at every step
  return { name: agent.name, ...(cheats ? { cheats } : {}), choose: (s, actions) => agent.choose(withoutLog(s), actions) };
}

export const agents: Record<string, (seed: number, options?: AgentOptions) => ConfrontationAgent> = {
  random: (seed) => engineAgent(randomAgent, seed),
  heuristic: (seed) => engineAgent(heuristicAgent, seed),
  ismcts: (seed, o) => searchAgent(ismctsAgent(confrontationSearch, seed, budget(o))),
  "determinized-uct": (seed, o) => searchAgent(determinizedUctAgent(confrontationSearch, seed, budget(o))),
  "cheating-uct": (seed, o) => searchAgent(cheatingUctAgent(confrontationSearch, seed, budget(o)), true),
};

/** What an agent is handed: the acting seat's view, or the true state for an agent that cheats. */
export const seen = (s: GameState, agent: ConfrontationAgent, player: Side): GameState => (agent.cheats ? s : view(s, player));

export function playGame(start: GameState, seats: Record<string, ConfrontationAgent>, maxSteps = Infinity): { state: GameState; steps: number } {
  let s = start;
  let steps = 0;
  for (let who = actorOf(s); who !== null && steps < maxSteps; who = actorOf(s), steps++) {
    const agent = seats[who]!;
    s = apply(s, agent.choose(seen(s, agent, who), legalActions(s)));
  }
  return { state: s, steps };
}

// `satisfies`, not a type: its type then has no `scenarios` (the engine's tables), so that table.ts may spread it into a `GameTable`
export const confrontationEngineTable = {
  players: ["fellowship", "sauron"],
  setup: { decks: false, cards: false },
  newGame: (o) => newGame({ seed: o.seed }),
  legalActions,
  apply: (s, a) => apply(s, a),
  playGame,
  playNewGame: (o, seats, maxSteps) => playGame(newGame({ seed: o.seed }), seats, maxSteps),
  isOver,
  winner,
  actorOf,
  turn: (s) => s.turn,
  endings: ENDINGS,
  ending: (s) => s.endReason ?? "unfinished",
  agents,
  view: (s, player) => view(s, asSide(player)),
} satisfies EngineTable<GameState, never, Action, unknown, ConfrontationAgent>;
