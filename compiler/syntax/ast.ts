/**
 * The syntax tree: what the chevrotain parser produces, with a span on every node.
 *
 * The tree is deliberately game-agnostic. The parser knows the structure of a file
 * (game line, set line, cards, header lines, sentences, clauses, parenthesised groups);
 * what the words of a clause mean is decided by the checker from the game's vocabulary.
 * A sentence or card that could not be parsed is kept partially (with a diagnostic) so later phases go on.
 */
import type { Span } from "../diagnostics/diagnostic.ts";

export interface Node {
  span: Span;
}

/** A bare word (letters, digits, apostrophes, hyphens, accents): `draw`, `well-known`, `Bob's`. */
export interface WordNode extends Node {
  kind: "word";
  text: string;
}
/** An unsigned integer: `3`. */
export interface NumberNode extends Node {
  kind: "number";
  value: number;
}
/** A signed integer: `+2`, `-1`. */
export interface SignedNode extends Node {
  kind: "signed";
  value: number;
}
/** A signed `X`: `+X`, `-X` (X is chosen by a cost of the same ability). */
export interface SignedXNode extends Node {
  kind: "signedX";
  negative: boolean;
}
/** A count of tokens in parentheses, `(2)`, `(X)` — what the tokens are is the game's business. */
export interface TokenCountNode extends Node {
  kind: "tokens";
  value: number | "X";
}
/** A bracketed icon: `[blue]`. */
export interface IconNode extends Node {
  kind: "icon";
  name: string;
}
/** A double-quoted string (used for titles where bare words would be ambiguous). */
export interface StringNode extends Node {
  kind: "string";
  value: string;
  /** Written with a possessive `'s` right after the closing quote (the span covers it). */
  possessive?: true;
}
/** A parenthesised group inside a clause: `(or +3 if he bears a [blue] hat)`. */
export interface GroupNode extends Node {
  kind: "group";
  clauses: ClauseNode[];
  separators: SeparatorNode[];
}
/** Structural word `and`/`or` are ordinary words; only these separate clauses. */
export interface SeparatorNode extends Node {
  kind: "separator";
  text: "," | ";" | "then" | ":";
}

export type Element = WordNode | NumberNode | SignedNode | SignedXNode | TokenCountNode | IconNode | StringNode | GroupNode;

/** A run of elements between separators. */
export interface ClauseNode extends Node {
  kind: "clause";
  elements: Element[];
}

/**
 * One sentence, ending with a full stop.
 * `label` holds the words before a leading colon (`Main or End:`, `Response:`).
 * `clauses[i]` and `clauses[i+1]` are separated by `separators[i]`.
 */
export interface SentenceNode extends Node {
  kind: "sentence";
  label?: ClauseNode;
  clauses: ClauseNode[];
  separators: SeparatorNode[];
  /** Set when the sentence had a syntax error: it holds only what was parsed before the error. */
  recovered?: boolean;
}

/**
 * `3-6` in a stat value: the numbers from one to the other. `more` holds further `-N` parts of a garbled range
 * (`3-6-9`), which the checker reports.
 */
export interface RangeNode extends Node {
  kind: "range";
  from: NumberNode;
  to: NumberNode;
  more?: NumberNode[];
}

/** One item of a stat value list. */
export type StatItemNode = NumberNode | SignedNode | RangeNode | WordNode;

/** What joins two items of a stat value list: `,`, `and`, or a serial comma before `and` (`, and`). */
export interface StatSeparatorNode extends Node {
  kind: "statSeparator";
  text: "," | "and" | ", and";
}

/**
 * A stat value of several items, `1-3, 5-9` / `Red, Green and Blue` (`separators[i]` joins `items[i]` and
 * `items[i + 1]`), or of none: a stat name with no value (`cost 2, level, power 3`), spanning the point after the name.
 */
export interface StatListNode extends Node {
  kind: "statList";
  items: StatItemNode[];
  separators: StatSeparatorNode[];
}

/**
 * `cost 2` / `power +2` / `color Red` / `level 3-6`: a stat name and a number, signed number, word or range; or a
 * list of them (`level 1-3, 5-9`, `teams Red and Blue`). What kind of value a stat takes is the vocabulary's (the
 * checker's) business.
 */
export interface StatNode extends Node {
  kind: "stat";
  name: WordNode;
  value: StatItemNode | StatListNode;
}

/** The first header line: `unique Blue creature, Robot` — comma-separated groups of words. */
export interface KindLineNode extends Node {
  kind: "kindLine";
  groups: WordNode[][];
}

export interface CardNode extends Node {
  kind: "card";
  id: WordNode;
  title: StringNode;
  subtitle?: StringNode;
  kindLine?: KindLineNode;
  stats: StatNode[];
  sentences: SentenceNode[];
  /** Span of the `card` keyword line, for diagnostics about the whole card. */
  headerSpan: Span;
  /** Set when the card had a syntax error outside its sentences: its body may be incomplete. */
  recovered?: boolean;
}

export interface GameDeclNode extends Node {
  kind: "game";
  name: WordNode;
}

export interface SetDeclNode extends Node {
  kind: "set";
  number: NumberNode;
  name?: StringNode;
}

/**
 * A word a set adds, on a line of its own between cards: `keyword Tentacle "…"`, `item class staff "…"`,
 * `title "Ancient Foe" "…"`. What the leading words declare is the game's business (the checker reads them against
 * its vocabulary); the last string is the word's documentation, shown by hover and completion.
 */
export interface DeclarationNode extends Node {
  kind: "declaration";
  /** The words and strings before the documentation: the kind of word, then the word itself. */
  parts: (WordNode | StringNode)[];
  doc: StringNode;
}

export interface CommentNode extends Node {
  kind: "comment";
  /** The text after the `#`, without trailing white space (the span covers `#` and this text). */
  text: string;
}

export interface SourceFileNode extends Node {
  kind: "file";
  path: string;
  game?: GameDeclNode;
  set?: SetDeclNode;
  /** The set's own words, in file order. */
  declarations: DeclarationNode[];
  cards: CardNode[];
  comments: CommentNode[];
}
