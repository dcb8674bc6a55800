/**
 * The shape of a game's vocabulary: the single source of truth for what a card can say.
 *
 * A game declares, once, its card types, stats, icons, timing words and keywords, and every
 * phrase (effect, cost, trigger, condition, modifier, filter, value) with its pattern, typed
 * parameters, English rendering and documentation. Implementations live beside it in the
 * game's `impl/` folder, keyed by the same phrase ids; a test proves the two sets are equal.
 *
 * The compiler imports only these declarations (plain data); the engine imports both.
 */

export type PhraseKind = "effect" | "cost" | "trigger" | "condition" | "modifier" | "filter" | "value";

/**
 * A parameter type. Card-typed parameters name a noun type declared by the game
 * (`character` = companion | ally | minion); the others are built in.
 */
export type ParamType =
  | { kind: "cards"; noun: string } // a noun phrase whose cards must be of this noun type
  | { kind: "number" } // 3, X, "a" (= 1), "two"
  | { kind: "signed" } // +2, -1
  | { kind: "tokens" } // (2)
  | { kind: "player" } // you, an opponent, the Free Peoples player, the Shadow player
  | { kind: "word"; of: string }; // one of a declared word list, e.g. of: "zones", "timings"

export interface ParamDecl {
  name: string;
  type: ParamType;
  doc?: string;
}

export interface PhraseDecl {
  /** Stable id used in the IR and to find the implementation: `exert`, `add-twilight`. */
  id: string;
  kind: PhraseKind;
  /**
   * How it is written. Literal words, `{name}` slots (typed by `params`), `[optional words]`,
   * and `a|an` alternatives. Several patterns may be given; the first is canonical.
   * e.g. `exert {target}`, `add {n}` (n: tokens), `draw {n} cards`.
   */
  patterns: string[];
  params: ParamDecl[];
  /** English rendering template with the same `{name}` slots, e.g. `exert {target}`. */
  render: string;
  /** One line of documentation, shown in hovers and in docs/vocabulary.md. */
  doc: string;
  /** For card-typed results (e.g. a filter term): what noun type the phrase yields. */
  yields?: string;
}

export interface CardTypeDecl {
  /** Lowercase id used in JSON: `companion`, `the-one-ring`. */
  id: string;
  /** How it is written in the kind line: `companion`, `The One Ring`. */
  word: string;
  /** Which side the type belongs to when the culture does not say (null for sites). */
  stats: { required: string[]; optional: string[] };
  /** Does an ability need a timing word (events)? */
  needsTiming?: boolean;
}

export interface StatDecl {
  /** Written name: `twilight`, `strength`, `signet`, `site`, `home`. */
  name: string;
  value: "number" | "signed" | "word";
  /** Allowed words for word-valued stats (e.g. signets). */
  words?: string[];
  doc: string;
}

export interface KeywordDecl {
  /** Written form: `Damage`, `Archer`, `Defender` — value keywords take `+N`. */
  word: string;
  id: string;
  value?: boolean;
  doc: string;
}

export interface GameVocabulary {
  /** Name on the `game` line: `lotr-tcg`. */
  game: string;
  title: string;
  cardTypes: CardTypeDecl[];
  /** Noun types for parameters: `character` → the card types (and races) it covers. */
  nouns: Record<string, { types: string[]; doc: string }>;
  stats: StatDecl[];
  /** Cultures (written as words and as `[icon]`), with their side. */
  cultures: { id: string; word: string; icon: string; side: string }[];
  sides: { id: string; word: string }[];
  races: { id: string; word: string; plural?: string; side: string }[];
  itemClasses: { id: string; word: string }[];
  timings: { id: string; word: string; doc: string }[];
  keywords: KeywordDecl[];
  phrases: PhraseDecl[];
  /** Named lists for `word` parameters (zones, …). */
  words: Record<string, string[]>;
}
