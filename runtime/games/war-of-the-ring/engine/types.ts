/** The engine's plain-data types: actions, the options of a new game, the engine's fields of the state. */
import type { CardDefs } from "../../../core/cards.ts";
import type { CompiledCard } from "../../../core/handlers.ts";
import type { GameRules } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import type { AnswerAction } from "../../../engine/answers.ts";
import type { Resume as UnitResume } from "../../../engine/units.ts";
import type { UnitStart } from "../search/mid-unit.ts";
import type { ScenarioId } from "../state/game.ts";

/** Everything a deck can do in the action step, and the answers to decisions asked in the middle of the rules. */
export type Action =
  /** Play a hand card: `to` is "reserve", a location, or an item's wielder (an event: "reserve", it resolves). */
  | { type: "play"; player: string; card: CardId; to: "reserve" | CardId }
  /** Move a character or army from reserve to an active location. */
  | { type: "move"; player: string; card: CardId; to: CardId }
  | { type: "cycle"; player: string; card: CardId }
  | { type: "winnow"; player: string }
  /** A card's `Action` ability (index among the card's abilities). */
  | { type: "use"; player: string; card: CardId; ability: number }
  | { type: "ring"; player: string }
  | { type: "pass"; player: string }
  | AnswerAction;

/** Compiled cards as the game takes them: definitions (the emitted JSON) and handlers (the emitted module). */
export interface CompiledCards {
  defs: CardDefs;
  handlers: Record<string, CompiledCard>;
  /** Names the library in game states (default: a name made for the object). */
  name?: string;
}

export interface NewGameOptions {
  scenario: ScenarioId;
  seed: number;
  /** Each deck's draw deck, by definition ids (a player id is a deck: `frodo`, `witch-king` …). */
  decks: Record<string, string[]>;
  cards: CompiledCards;
  /** Location definition ids (default: every path and battleground of the cards). */
  locations?: string[];
  /** The locations the scenario fixes (the Fellowship of the Ring's: fixed-locations.ts); the others are out of the game. */
  fixedLocations?: FixedLocations;
  /** The rules the cards' phrases run under (the game's implementations); default: those given with these cards before, else `useRules`' (none implemented). */
  rules?: GameRules;
  /** Check invariants after every step (throws on a violation). */
  checkInvariants?: boolean;
}

/** Locations a scenario fixes, by definition id: the only paths used, and the battlegrounds activated each round, in order. */
export interface FixedLocations {
  paths: readonly string[];
  battlegrounds: readonly (readonly string[])[];
}

export type Resume = UnitResume<Action>;

export interface EngineExt {
  library: string;
  resume: Resume | null;
  history: Action[];
  checks: boolean;
  /** Cards created at set-up (none are created later). */
  cardCount: number;
  /** In a view: what the viewing deck knows besides (each deck's card list), for a search to deal a full state again. */
  known?: { player: string; decks: Record<string, string[]>; unit?: UnitStart };
}
