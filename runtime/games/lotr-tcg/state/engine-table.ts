/**
 * The LOTR TCG's engine at a table, without its words (table-words.ts): decks from deck-file lines, a new game, the
 * legal actions, apply, the agents, the view, how a game ended. A browser bundles this alone (../browser.ts); the CLI
 * plays it with its words (table.ts).
 */
import type { GameState } from "../../../core/state.ts";
import { randomAgent } from "../../../agents/random.ts";
import { playGame, playNewGame, type Agent, type GameResult } from "../agents/agent.ts";
import { heuristicAgent } from "../agents/heuristic.ts";
import { actorOf, apply, isOver, legalActions, newGame, winner, type Action, type CardLibrary, type Deck } from "../engine/engine.ts";
import type { DeckLine, EngineTable, SetupOptions } from "../../table.ts";
import { view } from "./view.ts";

/** How a game ended, in `simulate`'s summary order. */
export const ENDINGS = ["ring-bearer-killed", "corrupted", "reached-final-site", "turn-limit"] as const;

/** The LOTR TCG's engine at a table. */
export type LotrEngineTable = EngineTable<GameState, Deck, Action, CardLibrary, Agent, GameResult>;

export function deckFromLines(lines: DeckLine[]): Deck | string {
  const slot = (name: string) => lines.filter((l) => l.slot === name).map((l) => l.id);
  const ringBearer = slot("ring-bearer")[0];
  const ring = slot("ring")[0];
  if (!ringBearer) return "the deck has no Ring-bearer line";
  if (!ring) return "the deck has no One Ring line";
  return { ringBearer, ring, sites: slot("site"), drawDeck: lines.filter((l) => l.slot === null).flatMap((l) => Array<string>(l.count).fill(l.id)) };
}

/** The reason in the game's `game-over` log entry ("unfinished" while it goes on). */
export function ending(state: GameState): string {
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i]!;
    if (e.type === "game-over") return String(e.reason);
  }
  return "unfinished";
}

/** The engine's set-up options from the table's: this game is always dealt two decks and the compiled cards. */
function setupOf(o: SetupOptions<Deck, CardLibrary>): { seed: number; decks: [Deck, Deck]; cards: CardLibrary } {
  const [a, b] = o.decks ?? [];
  if (o.decks?.length !== 2 || !a || !b || !o.cards) throw new Error("the LOTR TCG is set up with two decks and the compiled cards");
  return { seed: o.seed, decks: [a, b], cards: o.cards };
}

// `satisfies`, not a type: its type then has no `scenarios` (the engine's tables), so that table.ts may spread it into a `GameTable`
export const lotrEngineTable = {
  players: ["p1", "p2"],
  setup: { decks: true, cards: true },
  deck: deckFromLines,
  newGame: (o) => newGame(setupOf(o)),
  legalActions,
  apply,
  playGame,
  playNewGame: (o, agents, maxSteps) => playNewGame(setupOf(o), agents, maxSteps),
  isOver,
  winner,
  actorOf,
  turn: (state) => state.turn,
  endings: ENDINGS,
  ending,
  agents: { random: (seed) => randomAgent(seed), heuristic: (seed) => heuristicAgent(seed) },
  view,
} satisfies LotrEngineTable;
