/**
 * The game's scenario statements and the arguments each takes (the spec language of runtime/scenario/parse.ts: a kind,
 * `kind?` optional, `kind+` one or more, `word:kind` a literal word then a kind). Players are decks (`frodo`,
 * `witch-king`, …); cards and locations are named by the alias their `card` / `location` line declares.
 */
import { CARD_IDS } from "./card-ids.ts";

export const DECKS = ["frodo", "witch-king", "aragorn", "saruman", "gandalf", "balrog"] as const;
export const SCENARIO_KINDS = ["trilogy", "duel", "duel-3", "fellowship"] as const;
/** Where a `card` line puts a faction card: a zone of its deck, `at` a location, `on` a wielder. */
export const CARD_PLACES = ["hand", "draw-deck", "cycle-pile", "eliminated", "reserve", "at", "on"] as const;
/** Where a `location` line puts a location: among the active ones, in a scoring area, or in its deck. */
export const LOCATION_PLACES = ["active", "scoring:free-peoples", "scoring:shadow", "deck"] as const;
/** The round's steps a position may start in. */
export const STEPS = ["setup", "location", "action", "combat", "victory", "draw"] as const;
/** Where `expect zone` may find a card. */
export const EXPECT_ZONES = ["hand", "draw-deck", "cycle-pile", "eliminated", "reserve", "at-location", "wielded", "active", "scoring:free-peoples", "scoring:shadow", "deck", "out-of-game"] as const;
export const ICONS = ["shields", "skulls", "attack", "defence", "leader-attack", "leader-defence"] as const;
export const SIDES = ["free-peoples", "shadow"] as const;
/** The steps `expect step` may name (the engine's). */
export const STEP_NAMES = ["setup", "location", "action", "action-end", "combat", "victory", "draw", "round-start", "over"] as const;

/** The position, before the first action or expectation. */
export const setupStatements: Record<string, string> = {
  /** `trilogy` (default), `duel`, `duel-3` or `fellowship`: the decks and the scenario's rules. */
  "scenario-kind": "skind",
  /** The round number (default 1). */
  round: "int",
  /** The deck that starts this round (default the scenario's first). */
  starting: "deck",
  /**
   * The step the position is in, to run next (default `action`): `setup` (the opening hands; round 0), `location`,
   * `action`, `combat`, `victory` (the victory check), `draw`.
   */
  step: "step",
  /** A faction card: alias, card id, its deck, and where (`at <location>`, `on <wielder>`; `draw-deck` lines top first). */
  card: "new id deck cplace alias?",
  /** A location: alias, card id, and where it is (`active`, a scoring area, or `deck`: its path or battleground deck). */
  location: "new id lplace",
  /** Combat tokens on a card or a location. */
  tokens: "alias token int",
  /** Corruption tokens in the Shadow's scoring area. */
  corruption: "int",
  /** Cards without text put in a deck's draw deck below its `draw-deck` cards (so that draws and forsakes find cards). */
  fill: "deck int",
  /** A deck's unused Ring tokens (default: the scenario's). */
  "ring-tokens": "deck int",
  /** The number of the last path activated (default: the active path's, else the highest scored, else the round's less 1). */
  "last-path": "int",
  /** The rng's seed (default 1). */
  seed: "int",
};

/** Actions: each one of the engine's legal actions, carried out by its step. */
export const actionStatements: Record<string, string> = {
  /** The card's deck plays it from hand: `to reserve`, `to <location>`, `on <wielder>`; an event resolves (no destination). */
  play: "alias to:word? on:alias?",
  /** The card's deck moves it from reserve to an active location. */
  move: "alias to:alias",
  /** The card's controller uses its Action ability (an item on a teammate's character: the wielder's controller). */
  use: "alias",
  /** The card's deck cycles it from hand. */
  cycle: "alias",
  /** The deck (default: the one to act) winnows. */
  winnow: "deck?",
  /** The deck (default: the one to act) uses its Ring token. */
  "ring-token": "deck?",
  /** The deck to act passes. */
  pass: "",
  /** `all pass`: every deck passes in turn until the action step ends. */
  all: "passw",
  /** Answers for the next decisions, in order: cards by alias, options by label (`hand`, `deck`, a location's alias), `yes`/`no`. */
  choose: "word+",
  /** `resolve combat`: the action step ends if it has not (every deck passes), then the combat step resolves. */
  resolve: "combatw",
  /** `next step`: the rules' next step runs (in the action step: every deck passes). */
  next: "stepw",
};

/** `expect <what> …`. */
export const expectations: Record<string, string> = {
  zone: "alias ezone",
  /** The card is at that location. */
  at: "alias alias",
  /** The item is on that wielder. */
  on: "alias alias",
  hand: "deck int",
  /** How many cards a deck has in one of its zones. */
  count: "deck ezone int",
  corruption: "int",
  /** A team's score now (locations and corruption; `final`: with unused Ring tokens). */
  score: "side int final?",
  winner: "winner",
  tokens: "alias token int",
  /** A card's icon as combat counts it (modifiers and items; no tokens). */
  icon: "alias icon int",
  "carry-over-limit": "deck int",
  /** What the deck to act (or the card's deck) may do: `play x to reserve`, `move x to y`, `use x`, `cycle x`, `winnow`, `ring-token`, `pass`. */
  legal: "word+",
  not: "legalw word+",
  /** A log entry since the last action contains the words. */
  log: "word",
  "no-log": "word",
  step: "sname",
  round: "int",
  /** The deck the engine waits for (an action or a decision). */
  actor: "deck",
  starting: "deck",
  "ring-tokens": "deck int",
  /** The deck may look at the top card of its draw deck (its views show it). */
  "may-look-at-top": "deck yesno",
};

export const KINDS: Record<string, readonly string[]> = {
  id: CARD_IDS,
  skind: SCENARIO_KINDS,
  deck: DECKS,
  cplace: CARD_PLACES,
  lplace: LOCATION_PLACES,
  step: STEPS,
  token: ["attack", "defence"],
  ezone: EXPECT_ZONES,
  side: SIDES,
  winner: [...SIDES, "none"],
  icon: ICONS,
  final: ["final"],
  passw: ["pass"],
  combatw: ["combat"],
  stepw: ["step"],
  legalw: ["legal"],
  sname: STEP_NAMES,
};
