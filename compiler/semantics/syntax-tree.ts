import type { Span } from "../diagnostics/diagnostic.ts";
import type { PhraseCall } from "../ir/ir.ts";
import type { CompiledPattern } from "./patterns.ts";

/**
 * What the matcher produces before binding and typing: phrase calls over noun phrases,
 * each with the span it covers. `resolve.ts` turns it into IR.
 */
/** A noun phrase; `text` is its source text (set by the parser, for messages). */
export type NP = { text?: string } & (
  | {
      np: "filter";
      quantifier: "a" | "every" | "the" | "count";
      count?: number | "X";
      determiner?: string;
      /** Built-in terms (`type`, `race`, …) and filter phrase calls, in written order. */
      terms: { term: PhraseCall | Call; span: Span; types?: string[] | null }[];
      plural: boolean;
      head: string | null;
      types: string[] | null;
      span: Span;
    }
  | { np: "or"; alternatives: NP[]; span: Span; types: string[] | null; conjunction?: "and"; either?: true }
  | { np: "pronoun"; word: string; span: Span }
  | { np: "that"; head: string; types: string[] | null; span: Span }
  | { np: "self"; types: string[] | null; span: Span; written: string }
  | { np: "named"; id: string; span: Span });

export type Arg =
  | null
  | { a: "np"; np: NP }
  | { a: "num"; value: number | "X"; span: Span }
  | { a: "signed"; value: number | "+X" | "-X"; span: Span }
  | { a: "tokens"; value: number | "X"; span: Span }
  | { a: "word"; value: string; span: Span }
  | { a: "player"; value: string; span: Span }
  | { a: "text"; value: string; span: Span }
  | { a: "call"; call: Call }
  | { a: "list"; items: Arg[]; span: Span }
  | { a: "per"; per: Arg; forEach: NP; over?: number; span: Span };

export interface Call {
  pattern: CompiledPattern;
  args: Record<string, Arg>;
  span: Span;
}
