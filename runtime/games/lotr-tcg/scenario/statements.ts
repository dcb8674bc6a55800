/**
 * The statements a scenario line may hold, and the arguments each takes. An argument spec is a kind
 * (`alias`, `new`, `id`, `side`, `zone`, `phase`, `int`, `word`, `yesno`), `kind?` when optional, `lit:kind`
 * when introduced by a literal word (`on:alias` reads `on gimli`), and `kind*` / `kind+` for the rest.
 */
import { timings } from "../vocabulary/words.ts";

export const SIDES = ["free-peoples", "shadow"] as const;
export const ZONES = ["hand", "characters", "support", "discard", "draw-deck", "dead-pile", "adventure-path", "adventure-deck"] as const;
export const OUTCOMES = ["done", "requirement-failed", "cannot-pay", "wrong-phase", "inactive", "refused"] as const;
/** The phases of a turn: the game's timing words that name one (`Response` does not). */
export const PHASES: readonly string[] = timings.filter((t) => !t.response).map((t) => t.id);

/** Setup lines (the position) before the first action. */
export const setupStatements: Record<string, string> = {
  card: "new id side zone",
  attach: "new id side alias",
  /** A card stacked on another (out of play, e.g. an Orc on Goblin Swarms). */
  stack: "new id side alias",
  "ring-bearer": "alias",
  site: "int",
  phase: "phase",
  twilight: "int",
  wounds: "alias int",
  burdens: "int",
  skirmish: "alias vs:alias*",
  respond: "alias",
};

/** Things a player or the game does. */
export const actionStatements: Record<string, string> = {
  choose: "alias*",
  answer: "yesno",
  /** Picks option n (0 = first) of the next either/or choice. */
  pick: "int",
  use: "alias phase?",
  play: "alias on:alias?",
  wound: "alias",
  exert: "alias",
  heal: "alias",
  /** The Free Peoples player assigns the minion (second) to skirmish the character (first). */
  assign: "alias alias",
  event: "word alias*",
  /** Every player passes: the phase's actions end and the engine's turn structure goes on to the next phase's actions. */
  "end-phase": "",
  /** The skirmish phase's actions end: the engine resolves the skirmish by strength (damage, overwhelm), then goes on. */
  "resolve-skirmish": "",
  /** The archery phase's actions end: both totals are fired, wounds placed by the players (`choose`). */
  "fire-archery": "",
  /** The assignment phase's actions end: the Free Peoples player assigns these pairs (character, minion), the Shadow player the rest (`choose`). */
  assignment: "alias*",
  /** The fellowship moves to the next site (after the fellowship phase, or again after the regroup phase). */
  move: "",
  /** The Free Peoples player discards a copy of a unique wounded companion (or ally) to heal it. */
  "heal-by-discard": "alias",
  /** A possession moves to another eligible bearer. */
  transfer: "alias alias",
  "put-on-ring": "alias",
  "take-off-ring": "alias",
  "remove-burdens": "int",
  "remove-wounds": "alias int",
  /** The site of that number has the keyword until the end of the turn. */
  "site-keyword": "int word",
  /** The game starts from set-up: (bids,) site 1, starting fellowships (`pick`), hands drawn, the first turn's fellowship phase. */
  "start-game": "word?",
};

/** `expect <what> …`: assertions on the state, the last action's outcome, and the log. */
export const expectations: Record<string, string> = {
  outcome: "word",
  twilight: "int",
  burdens: "int",
  wounds: "alias int",
  strength: "alias int",
  vitality: "alias int",
  resistance: "alias int",
  "twilight-cost": "alias int",
  keyword: "alias word int",
  zone: "alias zone",
  on: "alias alias",
  count: "side zone int",
  /** The top cards of that side's draw deck, in order (first = top). */
  "deck-top": "side alias+",
  log: "word",
  "no-log": "word",
  winner: "word",
  "ring-bearer": "alias",
  "skirmish-cancelled": "yesno",
  /** The minion is assigned to skirmish the character (an Assignment action's or the assignment step's result; also while that skirmish is fought). */
  assigned: "alias alias",
  flag: "alias word yesno",
  /** A property's total change from modifiers: of a card, or of the game (`archery-total:shadow`). */
  modified: "alias word int",
  game: "word int",
  /** A flag modifiers set on the game (`can-move`); `unset` when none does. */
  "game-flag": "word word",
  /** Would the card's owner be offered to play it, or to use its ability (of that timing), now: `available` or `unavailable`. */
  action: "alias phase? avail",
  /** The phase the game is in. */
  phase: "phase",
  /** How many choices the last decision offered. */
  options: "int",
  "not-assigned": "alias",
  /** A side's archery total now (`free-peoples`: the fellowship's, `shadow`: the minions'). */
  "archery-total": "side int",
  /** A minion is roaming (the fellowship is at a site lower than its own). */
  roaming: "alias yesno",
};
