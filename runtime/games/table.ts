/**
 * A game at a table: what `cardc simulate` and `cardc play` need to run games of one game without knowing its words.
 * `State`, `Deck`, `Action`, `Library`, `Agent` and `Result` are the game's own (opaque to the commands).
 *
 * A table is two parts: the engine (`EngineTable`: a new game, the legal actions, apply, the agents, the view, who won)
 * and its words for a person at a terminal (`TableWords`: the board, the actions, the log in sentences). A game's
 * browser bundle (runtime/games/<game>/browser.ts) is its engine table alone, without the words it does not show.
 *
 * A game says how it is set up (`setup`): with a deck a seat read from deck files, or none; with the cards compiled
 * from `cards/<game>/`, or its own. Its seats (`players`, any number) and endings are its own words; `teams` says
 * which seats play together (each seat alone unless told), so that a seat's opponents are the other teams' seats.
 * A game with hidden
 * information gives `view`: the commands then hand agents (those that do not cheat) and the person at `cardc play`
 * only what the seat may know.
 */
import type { CardLibrary } from "../core/cards.ts";
import type { GameState } from "../core/state.ts";

/** An agent at a table: picks one of the legal actions. */
export interface TableAgent<Action, State = GameState> {
  name: string;
  /** `state` is the acting seat's view when the table has `view` and the agent does not cheat. */
  choose(state: State, actions: Action[]): Action;
  /** Reads the true state, hidden information included: a yardstick, not a fair player. */
  cheats?: boolean;
  /** Reads nothing of the state, only the actions (the random agent): handed the state as it is, no view made for it. */
  blind?: boolean;
}

/** How long an agent that searches may think (`--iterations`, `--time-per-move`); other agents ignore it. */
export interface AgentOptions {
  iterations?: number;
  timePerMoveMs?: number;
}

/** One line of a deck file: `slot` names a special slot (null: the draw deck). */
export interface DeckLine {
  slot: string | null;
  id: string;
  count: number;
}

/** What a new game is dealt from: the seed, a deck a seat (a game with decks), the compiled cards (a game that plays them). */
export interface SetupOptions<Deck, Library> {
  seed: number;
  decks?: Deck[];
  cards?: Library;
}

/** How a game is set up, which the commands check their arguments against. */
export interface TableSetup {
  /** Each seat brings a deck (`cards/<game>/decks/<name>.deck`, read by `deck`). */
  decks: boolean;
  /** The game plays the cards compiled from `cards/<game>/` (otherwise it has its own). */
  cards: boolean;
  /**
   * Each seat plays a deck of its own (a seat is its deck's player: the decks are dealt in seat order whatever the
   * agents), so that `simulate` rotates only the agents between the seats; otherwise side k brings deck k to its seat.
   */
  seatDecks?: boolean;
  /** The decks the seats play when the command names none, in seat order. */
  defaultDecks?: readonly string[];
}

// `any` by default: a table of any game fits `EngineTable` and `GameTable` (the commands treat states as opaque)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface EngineTable<State = any, Deck = unknown, Action = unknown, Library = CardLibrary, Agent = TableAgent<Action, State>, Result = { state: State; steps: number }> {
  /** The seats, in the game's words (`simulate` rotates them, `play --as` names one). */
  players: readonly string[];
  /** The seats that play together, each seat in one team; absent: each seat is a team of its own. */
  teams?: readonly (readonly string[])[];
  setup: TableSetup;
  /** The engine's deck from a deck file's lines, or a message saying what is missing (a game with decks). */
  deck?(lines: DeckLine[]): Deck | string;
  newGame(o: SetupOptions<Deck, Library>): State;
  legalActions(state: State): Action[];
  apply(state: State, action: Action, legal?: Action[]): State;
  /**
   * Plays to the end (or `maxSteps` actions) with an agent per seat: the same game as `apply` step by step, faster.
   * With `view`, each agent is handed its seat's view (the true state if it cheats, or is blind).
   */
  playGame(start: State, agents: Record<string, Agent>, maxSteps?: number): Result;
  /** `playGame(newGame(o), agents)`, without running the start of the game twice. */
  playNewGame(o: SetupOptions<Deck, Library>, agents: Record<string, Agent>, maxSteps?: number): Result;
  isOver(state: State): boolean;
  winner(state: State): string | null;
  actorOf(state: State): string | null;
  turn(state: State): number;
  /** Every way a game can end, in the summary's order. */
  endings: readonly string[];
  ending(state: State): string;
  agents: Record<string, (seed: number, options?: AgentOptions) => Agent>;
  /** What `player` may know of `state` (a game with hidden information). */
  view?(state: State, player: string): State;
  /**
   * A game played in several scenarios (other seats, decks or rules): the table of each, by name (`--scenario`); this
   * table is the one named `scenario`, played when the command names none.
   */
  scenarios?: Readonly<Record<string, EngineTable<State, Deck, Action, Library, Agent, Result>>>;
  /** This table's scenario, among `scenarios`. */
  scenario?: string;
}

/** A game in words for a person at a terminal (`cardc play`; `simulate` reads `endingNames`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TableWords<State = any, Action = unknown> {
  /** An ending in words (`simulate`'s report, the end of `play`); the id itself when absent. */
  endingNames?: Readonly<Record<string, string>>;
  /** Entries in the state's log: where `narrate` is to go on from. */
  logSize(state: State): number;
  board(state: State, player: string): string;
  /** The decision waiting for an answer, in words (null when a player is acting in a phase). */
  prompt(state: State): string | null;
  /** An action in words; told to `player` when another seat takes it (from `player`'s view in a game with hidden information, saying only what `player` may know). */
  describe(state: State, action: Action, player?: string): string;
  /** The action is a pass (not told when the other player makes it). */
  isPass(action: Action): boolean;
  /** The card an action is about (played, used, chosen), in full: title, kind, stats and game text; null if none. */
  cardText(state: State, action: Action): string | null;
  /**
   * The log from entry `from` (an index into the state's log) on, in sentences for `player`, cards by title.
   * `before`, when given, is the state before the step that wrote those entries (what changed may be told too).
   */
  narrate(state: State, player: string, from: number, before?: State): string[];
  /** Said once when `play` starts (what the game is about, how a turn goes); none when absent. */
  introduction?(player: string): string;
}

/** The engine with its words: the table `cardc simulate` and `cardc play` run (every scenario's too). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GameTable<State = any, Deck = unknown, Action = unknown, Library = CardLibrary, Agent = TableAgent<Action, State>, Result = { state: State; steps: number }>
  extends EngineTable<State, Deck, Action, Library, Agent, Result>,
    TableWords<State, Action> {
  scenarios?: Readonly<Record<string, GameTable<State, Deck, Action, Library, Agent, Result>>>;
}

/** An ending in words. */
export const endingName = (table: Pick<TableWords, "endingNames">, ending: string): string => table.endingNames?.[ending] ?? ending;

/** The teams of a table's seats: its own, or each seat alone. */
export const teamsOf = (table: Pick<EngineTable, "players" | "teams">): readonly (readonly string[])[] => table.teams ?? table.players.map((p) => [p]);

/** The team a seat plays in (the seat alone when it is in none). */
export function teamOf(table: Pick<EngineTable, "players" | "teams">, seat: string): readonly string[] {
  return teamsOf(table).find((t) => t.includes(seat)) ?? [seat];
}
