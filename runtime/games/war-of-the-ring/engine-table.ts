/**
 * War of the Ring's engine at a table, without its words (table-words.ts, narrate.ts): one table per scenario
 * (Trilogy, the default, and the 2- and 3-player Duels and the Fellowship scenario: `scenarios`), each seat a deck of
 * the scenario (`frodo`, `witch-king`, …) playing its own deck file, the teams the sides (Free Peoples, Shadow); the
 * engine's endings; the agents random, heuristic and the kernel's search agents; the view. A browser bundles this
 * alone (browser.ts); the CLI plays it with its words (table.ts).
 *
 * Agents are handed views, except those that cheat (cheating UCT) or read nothing of the state (random). Without a
 * search agent the games are played on the engine's live path (one working copy); with one, by `apply` step by step
 * (the same game).
 */
import { randomAgent } from "../../agents/random.ts";
import type { CardLibrary } from "../../core/cards.ts";
import type { GameState } from "../../core/state.ts";
import type { Decide } from "../../engine/live.ts";
import { playByApply, searching, seatsDecide } from "../../engine/seat-agents.ts";
import type { AgentOptions, DeckLine, EngineTable, SetupOptions, TableAgent } from "../table.ts";
import { heuristicAgent } from "./agents/heuristic.ts";
import { searchAgents } from "./agents/search.ts";
import { actorOf, apply, isOver, legalActions, newGame, playLive, playNew, winner as sideWon } from "./engine/step-engine.ts";
import type { Action, CompiledCards, NewGameOptions } from "./engine/types.ts";
import { FIXED_LOCATIONS } from "./fixed-locations.ts";
import { warOfTheRingRules } from "./impl/index.ts";
import { searchView } from "./search/game.ts";
import { SCENARIO_TABLES, SCENARIOS, wotr, type ScenarioId } from "./state/game.ts";
import { view } from "./state/view.ts";

/** An agent at the table: `search` plays on the apply path (a search goes on from the states it is handed). */
export interface WotrTableAgent extends TableAgent<Action, GameState> {
  search?: boolean;
}

/** A deck: its card ids, copies written out. */
export type WotrDeck = string[];

export interface WotrResult {
  state: GameState;
  steps: number;
}

/** War of the Ring's engine at a table. */
export type WotrEngineTable = EngineTable<GameState, WotrDeck, Action, CardLibrary, WotrTableAgent, WotrResult>;

/** How a game ends, in `simulate`'s order: a lead of 10 at a victory check, the final score after the last path (a tie to the Shadow), no path left. */
export const ENDINGS = ["lead", "last-path", "tie", "no-path", "unfinished"] as const;

/** Each scenario's deck files, in seat order (the engine's decks). */
export const SCENARIO_DECKS: Readonly<Record<ScenarioId, readonly string[]>> = {
  trilogy: ["frodo", "witch-king", "aragorn", "saruman"],
  duel: ["duel-gandalf", "duel-witch-king"],
  "duel-3": ["duel-gandalf", "witch-king", "saruman"],
  fellowship: ["fellowship-balrog", "fellowship-gandalf"],
};

/** The engine's deck from a deck file's lines: every card id, as many times as its count. */
export function deckFromLines(lines: DeckLine[]): WotrDeck | string {
  const special = lines.find((l) => l.slot !== null);
  if (special) return `a War of the Ring deck has no special slots (found '${special.slot}')`;
  const out: WotrDeck = [];
  for (const l of lines) for (let k = 0; k < l.count; k++) out.push(l.id);
  return out.length ? out : "the deck has no cards";
}

/** How the game ended (the engine's ending; a final score that ties is a tie, which the Shadow wins). */
export function ending(state: GameState): string {
  const x = wotr(state);
  if (x.ending === null) return "unfinished";
  if ((x.ending === "last-path" || x.ending === "no-path") && x.finalScore && x.finalScore["free-peoples"] === x.finalScore.shadow) return "tie";
  return x.ending;
}

// the compiled cards as the engine takes them, made once per library; the rules are given with a library's first game
const compiledOf = new WeakMap<CardLibrary, CompiledCards>();
const withRules = new WeakSet<CompiledCards>();

function engineOptions(scenario: ScenarioId, seats: readonly string[], o: SetupOptions<WotrDeck, CardLibrary>): NewGameOptions {
  if (!o.cards) throw new Error("War of the Ring is set up with the compiled cards");
  if (o.decks?.length !== seats.length) throw new Error(`the ${scenario} scenario is set up with ${seats.length} decks, one a seat (${seats.join(", ")})`);
  let cards = compiledOf.get(o.cards);
  if (!cards) compiledOf.set(o.cards, (cards = { defs: o.cards.defs, handlers: o.cards.compiled, name: o.cards.name }));
  const first = !withRules.has(cards);
  withRules.add(cards);
  const decks = Object.fromEntries(seats.map((p, j) => [p, o.decks![j]!]));
  const fixedLocations = FIXED_LOCATIONS[scenario];
  return { scenario, seed: o.seed, decks, cards, ...(fixedLocations ? { fixedLocations } : {}), ...(first ? { rules: warOfTheRingRules } : {}) };
}

/**
 * What an agent is handed: the acting deck's view (without the log, which no agent reads; a search's keeps the start of
 * a unit it is in the middle of: search/game.ts `searchView`), or the state itself for an agent that cheats or reads none.
 */
const seenBy = (agent: WotrTableAgent, state: GameState, who: string): GameState =>
  agent.cheats || agent.blind ? state : agent.search ? searchView(state, who) : view(state, who, { log: false, share: true });

/** Each seat's agent, handed its view (`seenBy`). */
const byAgents = (agents: Record<string, WotrTableAgent>): Decide<GameState, Action> => seatsDecide(agents, seenBy, "deck");

export function playGame(start: GameState, agents: Record<string, WotrTableAgent>, maxSteps = Infinity): WotrResult {
  return searching(agents) ? playByApply({ actorOf, legalActions, apply }, start, byAgents(agents), maxSteps) : playLive(start, byAgents(agents), maxSteps);
}

const blindRandom = (seed: number): WotrTableAgent => randomAgent(seed);
const heuristic = (seed: number): WotrTableAgent => ({ ...heuristicAgent(seed) });

export const agents: Record<string, (seed: number, o?: AgentOptions) => WotrTableAgent> = {
  random: blindRandom,
  heuristic,
  ...searchAgents(),
};

function scenarioEngineTable(scenario: ScenarioId): WotrEngineTable {
  const t = SCENARIO_TABLES[scenario];
  const seats = t.decks.map((d) => d.id);
  const teams = (["free-peoples", "shadow"] as const).map((side) => t.decks.filter((d) => d.side === side).map((d) => d.id));
  // the seat of the winning side's first deck (the summary counts teams through `teams`)
  const winner = (s: GameState): string | null => {
    const side = sideWon(s);
    return side === null ? null : (t.decks.find((d) => d.side === side)?.id ?? null);
  };
  return {
    players: seats,
    teams,
    setup: { decks: true, cards: true, seatDecks: true, defaultDecks: SCENARIO_DECKS[scenario] },
    deck: deckFromLines,
    newGame: (o) => newGame(engineOptions(scenario, seats, o)),
    legalActions,
    apply,
    playGame,
    playNewGame: (o, a, maxSteps = Infinity) => (searching(a) ? playByApply({ actorOf, legalActions, apply }, newGame(engineOptions(scenario, seats, o)), byAgents(a), maxSteps) : playNew(engineOptions(scenario, seats, o), byAgents(a), maxSteps)),
    isOver,
    winner,
    actorOf,
    turn: (s) => wotr(s).round,
    endings: ENDINGS,
    ending,
    agents,
    view: (s, p) => view(s, p),
    scenario,
  };
}

/** Every scenario's engine table, by name. */
export const scenarioEngineTables: Readonly<Record<ScenarioId, WotrEngineTable>> = (() => {
  const out = {} as Record<ScenarioId, WotrEngineTable>;
  for (const s of SCENARIOS) out[s] = scenarioEngineTable(s);
  for (const s of SCENARIOS) out[s].scenarios = out;
  return out;
})();

/** The game's engine table: Trilogy, with every scenario's. */
export const warOfTheRingEngineTable: WotrEngineTable = scenarioEngineTables.trilogy;
