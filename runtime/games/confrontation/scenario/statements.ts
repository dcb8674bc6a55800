/**
 * The Confrontation's scenario statements and the arguments each takes (the spec language of runtime/scenario/parse.ts:
 * a kind, `kind?` optional, `kind+` one or more). Regions are written as words: `shire`, `misty-mountains`, `gap-of-rohan`.
 */
import { REGIONS } from "../board.ts";

/** A region's word: its name in lower case, without "The", hyphens for spaces (`The Shire` → `shire`). */
export const regionWord = (name: string): string => name.toLowerCase().replace(/^the /, "").replace(/ /g, "-");
export const REGION_WORDS: readonly string[] = REGIONS.map(regionWord);
export const regionOfWord = (word: string): string | undefined => REGIONS.find((r) => regionWord(r) === word);

export const SIDES = ["fellowship", "sauron"] as const;
export const OUTCOMES = ["done", "illegal"] as const;
export const ENDINGS = ["frodo-in-mordor", "frodo-defeated", "three-in-shire", "no-move", "turn-limit", "none"] as const;
export const DECISIONS = ["place", "move", "defender", "card", "choice", "none"] as const;

/** The position, before the first action. */
export const setupStatements: Record<string, string> = {
  /** A character on the board: alias, card id (its side follows), region, `hidden` (default) or `revealed`. */
  piece: "new id region visibility?",
  /** Whose move it is (default `sauron`, who moves first). */
  turn: "side",
  /** Combat cards already used (face up), by id. */
  used: "id+",
  /** The rng's seed (an unrevealed defender is drawn at random). */
  seed: "int",
  /** The game from its set-up: both sides place their pieces (`place`), Sauron first. */
  "new-game": "",
};

/** Actions: each is one of the engine's legal actions (`legalActions`, then `apply`). */
export const actionStatements: Record<string, string> = {
  /** The piece's side moves it to the region (a long move, a special route or an ability's move as the engine offers it). */
  move: "alias region",
  /** A move into a region holding enemies: the mover attacks. */
  attack: "alias region",
  /** The attacker picks the defender: a revealed enemy by alias, or `hidden` (an unrevealed one at random). */
  defender: "word",
  /** The side of the card plays it, when the engine asks that side for its combat card. */
  play: "id",
  /** Both sides play these combat cards, in the order the engine asks for them. */
  combat: "id id",
  /** Answers a text's choice: a region (a retreat), a card id (Magic), an alias (Sam), `yes` (its one option) or `no` (decline). */
  choose: "word",
  /** Set-up: the side to place puts its next piece in the region. */
  place: "region",
};

/** `expect <what> …`. */
export const expectations: Record<string, string> = {
  outcome: "outcome",
  region: "alias region",
  defeated: "alias yesno",
  revealed: "alias yesno",
  winner: "winner",
  ending: "ending",
  /** A combat card is `used` (face up) or `available` (to play in a later battle). */
  card: "id usage",
  turn: "side",
  /** What the engine waits for now, and from whom. */
  waiting: "decision side?",
  /** Would the engine offer this now: a move, a combat card, a defender, a text's answer. */
  move: "alias region avail",
  play: "id avail",
  defender: "word avail",
  choice: "word avail",
  /** How many actions the decision the engine waits for offers. */
  options: "int",
  strength: "alias int",
  count: "side region int",
  /** The side's played combat card is shown to the enemy before he chooses his (Gandalf). */
  "face-up": "side yesno",
  /** A log entry since the last action contains the words. */
  log: "word",
  "no-log": "word",
};

export const KINDS: Record<string, readonly string[]> = {
  side: SIDES,
  region: REGION_WORDS,
  visibility: ["hidden", "revealed"],
  outcome: OUTCOMES,
  winner: [...SIDES, "none"],
  ending: ENDINGS,
  usage: ["used", "available"],
  decision: DECISIONS,
  avail: ["available", "unavailable"],
};
