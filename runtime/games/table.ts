/**
 * A game at a table: what `cardc simulate` and `cardc play` need to run games of one game without knowing its words.
 * `Deck`, `Action`, `Library`, `Agent` and `Result` are the game's own (opaque to the commands).
 */
import type { CardLibrary } from "../core/cards.ts";
import type { GameState } from "../core/state.ts";

/** An agent at a table: picks one of the legal actions. */
export interface TableAgent<Action> {
  name: string;
  choose(state: GameState, actions: Action[]): Action;
}

/** One line of a deck file: `slot` names a special slot (null: the draw deck). */
export interface DeckLine {
  slot: string | null;
  id: string;
  count: number;
}

export interface GameTable<Deck = unknown, Action = unknown, Library = CardLibrary, Agent = TableAgent<Action>, Result = { state: GameState; steps: number }> {
  players: [string, string];
  /** The engine's deck from a deck file's lines, or a message saying what is missing. */
  deck(lines: DeckLine[]): Deck | string;
  newGame(o: { seed: number; decks: [Deck, Deck]; cards: Library }): GameState;
  legalActions(state: GameState): Action[];
  apply(state: GameState, action: Action, legal?: Action[]): GameState;
  /** Plays to the end (or `maxSteps` actions) with an agent per seat: the same game as `apply` step by step, faster. */
  playGame(start: GameState, agents: Record<string, Agent>, maxSteps?: number): Result;
  /** `playGame(newGame(o), agents)`, without running the start of the game twice. */
  playNewGame(o: { seed: number; decks: [Deck, Deck]; cards: Library }, agents: Record<string, Agent>, maxSteps?: number): Result;
  isOver(state: GameState): boolean;
  winner(state: GameState): string | null;
  actorOf(state: GameState): string | null;
  turn(state: GameState): number;
  endings: readonly string[];
  ending(state: GameState): string;
  agents: Record<string, (seed: number) => Agent>;
  board(state: GameState, player: string): string;
  /** The decision waiting for an answer, in words (null when a player is acting in a phase). */
  prompt(state: GameState): string | null;
  describe(state: GameState, action: Action): string;
  /** The action is a pass (not told when the other player makes it). */
  isPass(action: Action): boolean;
  /** The card an action is about (played, used, chosen), in full: title, kind, stats and game text; null if none. */
  cardText(state: GameState, action: Action): string | null;
  /** The log from entry `from` (an index into the state's log) on, in sentences for `player`, cards by title. */
  narrate(state: GameState, player: string, from: number): string[];
}
