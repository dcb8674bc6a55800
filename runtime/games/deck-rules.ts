/**
 * Deck-building rules, by game: plain data the deck checker (compiler/decks) reads. A deck file
 * has named slots (one card per line, e.g. the starting character) and a draw deck (`<count> <id>`).
 */
import { plugins } from "./registry.ts";

/** Matches a card when its `field` (or any element of it, for a list) is one of `values`. */
export interface CardMatch {
  field: string;
  values: (string | number)[];
}

export interface DeckSlot {
  /** The word that starts the slot's lines in a deck file. */
  keyword: string;
  /** How the slot is named in messages. */
  label: string;
  /** Exactly this many lines. */
  count: number;
  /** The card must match one of these. */
  accepts: CardMatch[];
  /** The cards must carry the numbers 1..count in this field, once each. */
  numberedBy?: string;
}

export interface DrawDeckRules {
  min: number;
  /** Cards that may not be in the draw deck (they belong in a slot). */
  excluded: CardMatch[];
  /** As many cards with the first value of `field` as with the second. */
  balance?: { field: string; values: [string, string] };
  /** Copies of a card counted by this field (`title`), over the whole deck. */
  copiesBy: string;
  maxCopies: number;
  /** Lower (or higher) limits for some values of `copiesBy`. */
  maxCopiesOf?: Record<string, number>;
  /** Every card of the deck has the same value of this field (one side). */
  sameValue?: string;
}

export interface DeckRules {
  game: string;
  slots: DeckSlot[];
  drawDeck: DrawDeckRules;
}

/** Each registered game's deck rules (registry.ts), by name. */
export const deckRules: Record<string, DeckRules> = Object.fromEntries(plugins.flatMap((p) => (p.deckRules ? [[p.game, p.deckRules]] : [])));
