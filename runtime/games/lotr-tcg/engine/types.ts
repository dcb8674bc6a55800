/** The turn engine's plain-data types: actions, decks, the card library, the engine's state fields. */
import type { Procedure } from "../../../core/procedure.ts";
import type { CardId } from "../../../core/state.ts";
import type { AnswerAction } from "../../../engine/answers.ts";
import type { Resume as UnitResume } from "../../../engine/units.ts";

/** Everything a player can do is one of these; agents only ever pick from `legalActions`. */
export type Action =
  | { type: "play"; player: string; card: CardId }
  | { type: "use"; player: string; card: CardId; ability: number }
  | { type: "heal-by-discard"; player: string; card: CardId }
  | { type: "pass"; player: string }
  /** Answers to the decision being asked (see `pendingDecision`). */
  | AnswerAction;

/** A player's deck by definition ids: Ring-bearer, The One Ring, sites 1–9 in order, draw deck. */
export interface Deck {
  ringBearer: string;
  ring: string;
  sites: string[];
  drawDeck: string[];
}

export type { CardLibrary } from "../../../core/cards.ts";
import type { CardLibrary } from "../../../core/cards.ts";

export interface NewGameOptions {
  seed: number;
  decks: [Deck, Deck];
  cards: CardLibrary;
  players?: [string, string];
  /**
   * Bid burdens for the seat order (each bid becomes burdens on that player's Ring-bearer; the
   * highest bidder chooses; ties keep the random order). Default: a random player goes first.
   */
  bids?: boolean;
  /** Check invariants after every step (throws on a violation). */
  checkInvariants?: boolean;
  /** Turns after which the game ends undecided (a safety bound; default 60). */
  maxTurns?: number;
  /** Site the fellowship must reach to win (starter rules: 7). */
  finalSite?: number;
}

/** What the rules do next when no player is acting. */
export type Step =
  | { kind: "setup" }
  | { kind: "start-turn" }
  | { kind: "window" }
  /** Enter a phase and open its action procedure; `skirmish` starts that skirmish first. */
  | { kind: "phase"; phase: string; then: Step; skirmish?: { companion: CardId; minions: CardId[] } }
  | { kind: "move" }
  | { kind: "after-shadow" }
  | { kind: "archery" }
  | { kind: "assign" }
  | { kind: "skirmishes" }
  | { kind: "resolve-skirmish" }
  | { kind: "regroup" }
  | { kind: "regroup-end" }
  | { kind: "end-turn" };

/** An action procedure in progress (a phase's actions). */
export interface Window {
  phase: string;
  procedure: Procedure;
  /** The step after the procedure ends. */
  then: Step;
}

/** A decision asked in the middle of a unit (runtime/engine/units.ts). */
export type Resume = UnitResume<Action>;

export interface EngineExt {
  library: string;
  players: [string, string];
  step: Step;
  window: Window | null;
  resume: Resume | null;
  /** Each player's site number. */
  positions: Record<string, number>;
  /** Fierce minions' second assignment and skirmishes this turn. */
  fierce: boolean;
  checks: boolean;
  bids: boolean;
  maxTurns: number;
  finalSite: number;
  /** Ended without a winner (turn limit). */
  drawn: boolean;
  /** Cards created at set-up (none are created or lost later). */
  cardCount: number;
  /** Every action applied, in order: the game replays from this and the seed. */
  history: Action[];
}
