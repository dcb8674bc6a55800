/**
 * The shape of a game's vocabulary: the single source of truth for what a card can say.
 *
 * A game declares, once, its card types, stats, icons, timing words and keywords, and every
 * phrase (effect, cost, trigger, condition, modifier, filter, value, placement) with its pattern,
 * typed parameters, English rendering and documentation. Implementations live beside it in the
 * game's `impl/` folder, keyed by the same phrase ids; a test proves the two sets are equal.
 *
 * The compiler imports only these declarations (plain data); the engine imports both.
 * The exact pattern language is described in docs/vocabulary-format.md.
 */

/**
 * - effect: what an ability does (`draw a card`). With `alsoCost`, it may also be paid before `then`.
 * - cost: only ever paid before `then` (`remove (2)`).
 * - trigger: what `When …,` / `Each time …,` / `Response: if …,` wait for (`you play {self}`).
 * - condition: what `While …,` / `if …` test (`you can spot {filter}`).
 * - modifier: a static sentence or the body of `While …,` (`{target} is strength {amount}`).
 * - filter: a qualifier after a noun (`who has the {signet} signet`, `bearing {filter}`).
 * - value: a number computed at run time (`the number of {filter}`).
 * - placement: a whole sentence saying where/how the card is played (`Plays on {filter}`).
 */
export type PhraseKind = "effect" | "cost" | "trigger" | "condition" | "modifier" | "filter" | "value" | "placement";

/**
 * A parameter type. Card-typed parameters name a noun type declared by the game in `nouns`
 * (`character` = companion | ally | minion) or a card type id; the others are built in.
 */
export type ParamType =
  | { kind: "cards"; noun: string } // a noun phrase whose cards must be of this noun type
  | { kind: "number" } // 3, X, "a"/"an" (= 1), "one" … "ten"; optionally followed by `for each {filter}`
  | { kind: "signed" } // +2, -1; optionally followed by `for each {filter}`
  | { kind: "tokens" } // (2), (X)
  | { kind: "player" } // you, an opponent, each opponent, or a `players` entry of the vocabulary
  | { kind: "word"; of: string } // one entry of a word list: `words[of]`, or "timings", "cultures", "races", "itemClasses", "keywords", "cardTypes", "sides"
  | { kind: "phrase"; phrase: PhraseKind } // a nested phrase of that kind: `prevent {effect}`, `if {condition}`
  | { kind: "text" } // a quoted string
  | { kind: "list"; item: ParamType; conjunction: "and" | "or" }; // two or more items joined by the conjunction: a serial list `A, B, and C` (IR: an array)

export interface ParamDecl {
  name: string;
  type: ParamType;
  doc?: string;
  /** A card slot that describes rather than chooses (`it is {what}`): later pronouns never refer to its noun phrase. */
  describes?: boolean;
}

export interface PhraseDecl {
  /** Stable id used in the IR and to find the implementation: `exert`, `add-twilight`. */
  id: string;
  kind: PhraseKind;
  /**
   * How it is written (see docs/vocabulary-format.md). Literal words, `{name}` slots (typed by
   * `params`), `{name}'s` (a possessive slot), `[optional part]`, `a|an` single-word alternatives and
   * `( … )` for a parenthesised group. Several patterns may be given; the first is canonical.
   */
  patterns: string[];
  params: ParamDecl[];
  /**
   * English rendering template: literal text and `{name}` slots; `{name}'s` renders a possessive;
   * `[text with {slot}]` is left out when that slot's argument is absent (null).
   */
  render: string;
  /**
   * One rendering per pattern, in order, when the wordings read differently (`the top 2 cards of his or her draw
   * deck` / `2 cards from the top of his draw deck`): a call renders the way it was written. The first is `render`.
   */
  renders?: string[];
  /** One line of documentation, shown in hovers and in docs/vocabulary.md. */
  doc: string;
  /** For card-typed results (e.g. a filter term): what noun type the phrase yields. */
  yields?: string;
  /** An effect that can also be paid as a cost before `then` (exert, discard, remove …). */
  alsoCost?: boolean;
  /**
   * A word that `that <word>` may refer to afterwards in the same ability (a trigger
   * `{target} is about to take a wound` binds `wound`, so `prevent that wound` works).
   */
  binds?: string;
  /** A lasting effect (a modifier made by an effect): takes `until …`; without it the default duration applies. */
  lasting?: boolean;
}

export interface CardTypeDecl {
  /** Lowercase id used in JSON: `companion`, `the-one-ring`. */
  id: string;
  /** How it is written in the kind line: `companion`, `The One Ring`. */
  word: string;
  /** Plural when used in a noun phrase (default: word + "s"). */
  plural?: string;
  /** Stats a card of this type must have and may have; any other stat is an error. */
  stats: { required: string[]; optional: string[] };
  /** Does every ability need a timing word (events)? */
  needsTiming?: boolean;
  /** Must the kind line name a culture (default: no)? */
  needsCulture?: boolean;
  /** Which of the kind line's second group this type takes: a race, an item class, or nothing (default: either). */
  second?: "race" | "itemClass" | "none" | "either";
  /** Stats whose value is a signed bonus on this type (`strength +2` on a possession). */
  signedStats?: string[];
}

export interface StatDecl {
  /** Written name: `twilight`, `strength`, `signet`, `site`, `home`. */
  name: string;
  /**
   * - number: `cost 3`; signed: `power +2`; word: one of `words` (`color Red`).
   * - range: numbers and ranges joined by commas (`level 1-3, 5-9`, `level 4, 8-9`, `level 7`); the card's value is
   *   the sorted list of the numbers, each once (`[1, 2, 3, 5, 6, 7, 8, 9]`).
   * - words: one or more words of the list `of` names, joined by commas and `and` (`teams Red and Blue`,
   *   `teams Red, Green and Blue`); the card's value is the list of their ids, in written order.
   */
  value: "number" | "signed" | "word" | "range" | "words";
  /** Allowed words for word-valued stats (e.g. signets). */
  words?: string[];
  /**
   * For `words` stats: where the words come from — a built-in list of the vocabulary (`cultures`, `keywords`, `races`,
   * `itemClasses`, `cardTypes`, `sides`, `timings`: written by their `word`, stored as their `id`) or a key of `words`
   * (stored as the entry). Only one-word entries can be written.
   */
  of?: string;
  /** For `number` and `range` stats: the smallest and largest number allowed (inclusive; default: any). */
  min?: number;
  max?: number;
  /** What a card costs to play: a card face shows it in its top corner (at most one stat of a game). */
  cost?: boolean;
  doc: string;
}

export interface KeywordDecl {
  /** Written form: `Damage`, `Archer`, `Defender` — value keywords take `+N`. */
  word: string;
  id: string;
  value?: boolean;
  /** Stats a keyword may take in a group: `Ring-bearer (resistance 10)` → ["resistance"]. */
  stats?: string[];
  /** Card types a noun phrase using this keyword (`a ranger`, `archer companion`) can denote (default: all). */
  types?: string[];
  /** Keeps its capital inside a sentence (`a Nazgûl character`); other keywords render in lowercase (`a ranger`). */
  capitalized?: boolean;
  doc: string;
}

export interface TimingDecl {
  id: string;
  word: string;
  doc: string;
  /** A response label: its sentence is `Word: if <trigger>, [cost then] effect.` */
  response?: boolean;
  /** Default duration of lasting effects made at this timing (default "end-of-phase"). */
  defaultDuration?: string;
}

/** A culture (a faction, a side written on the kind line): how it is written, and how a card face shows it. */
export interface CultureDecl {
  id: string;
  word: string;
  /** The name inside brackets in card text: `[icon]`. */
  icon: string;
  side: string;
  /** The colour of its cards' frames (a CSS hex colour, `#2f5ea8`); without one, the gallery derives one from the id. */
  colour?: string;
  /** Its emblem on a card face: SVG path data in a 24 × 24 box, filled (even-odd); without one, its word's initial. */
  glyph?: string;
}

/** A name that always refers to a card: `bearer`, `the Ring-bearer`. */
export interface NamedRefDecl {
  /** Words as written (may be several): `the Ring-bearer`. */
  word: string;
  id: string;
  /** Card types it denotes. */
  types: string[];
  /** Only usable on cards of these types (e.g. `bearer` on possessions and conditions); default any. */
  on?: string[];
  doc: string;
}

export interface PlayerDecl {
  /** Words as written: `the Free Peoples player`. */
  word: string;
  id: string;
  doc: string;
}

/** How a game writes its card ids after `card`. */
export interface CardIdDecl {
  /** A regular expression (source text, whole-id match) every id of the game fits. */
  pattern: string;
  /** One id of that form, shown in diagnostics: `1R13`. */
  example: string;
  /** What the parts mean, shown in diagnostics: `set number, rarity letter, card number`. */
  doc: string;
}

/** The id form of a game that declares none: set number, rarity letter, card number (`1R13`). */
export const defaultCardIds: CardIdDecl = { pattern: "\\d+[A-Z]\\d+", example: "1R13", doc: "set number, rarity letter, card number" };

export interface GameVocabulary {
  /** Name on the `game` line of its files (a lowercase word with hyphens). */
  game: string;
  title: string;
  /** The form of the game's card ids (default `defaultCardIds`). */
  cardIds?: CardIdDecl;
  /**
   * Where a title (with its subtitle) names one card: in its set (default), or in its side of the set, for games
   * whose sides each have their own cards of the same titles.
   */
  titlesUnique?: "set" | "side";
  cardTypes: CardTypeDecl[];
  /** Noun types for parameters and noun phrases: `character` → the card types it covers. */
  nouns: Record<string, { types: string[]; doc: string; plural?: string }>;
  stats: StatDecl[];
  /** Cultures (written as words and as `[icon]`), with their side. */
  cultures: CultureDecl[];
  /** How the English rendering names a culture in a noun phrase: as its `[icon]` (default: printed cards show icons) or its word (`a Rohan army`). */
  culturesRender?: "icon" | "word";
  /** Sides; `word` may be used as an adjective in noun phrases (`a Shadow condition`). */
  sides: { id: string; word: string }[];
  /** Races; `types` = card types a race noun can denote (default: every card type). */
  races: { id: string; word: string; plural?: string; side: string; types?: string[]; doc?: string }[];
  itemClasses: { id: string; word: string; plural?: string; types?: string[]; doc?: string }[];
  timings: TimingDecl[];
  keywords: KeywordDecl[];
  phrases: PhraseDecl[];
  /** Named lists for `word` parameters (zones, …); entries may be several words. */
  words: Record<string, string[]>;
  /** Names that always refer to a card (`bearer`, `the Ring-bearer`). */
  refs?: NamedRefDecl[];
  /** Players beyond the built-in `you` / `an opponent` (`the Free Peoples player`). */
  players?: PlayerDecl[];
}
