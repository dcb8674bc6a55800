import type { Span } from "../diagnostics/diagnostic.ts";
import type { DurationIR } from "../ir/ir.ts";

/**
 * Per-node information for the language services (hover, go to definition, semantic tokens).
 * `check` returns one entry per recognised piece of a card, in source order per file:
 *
 * - `phrase`: a vocabulary phrase (id, kind and doc for the hover) covering `span`;
 * - `noun`: a noun phrase with the card type ids it can denote (`types`, null = any);
 * - `ref`: a pronoun, `that X`, `this X`, the card's own title or a named ref; `target` is the span of
 *   what it refers to (the chosen noun phrase, or the card's title for the card itself), `binding` its IR name;
 * - `title`: a card title used as a reference; `target` is the title of that card's definition when known;
 * - `keyword`, `timing`: a keyword sentence's or a label's word with its vocabulary id;
 * - `card`: a card definition (its id and title span), for document symbols;
 * - `duration`: the duration of a lasting step (`duration`): its `until …` words, or an empty span right
 *   after the phrase when the duration is implicit.
 */
export interface NodeInfo {
  file: string;
  span: Span;
  kind: "phrase" | "noun" | "ref" | "title" | "keyword" | "timing" | "card" | "duration";
  /** Vocabulary id (phrase, keyword, timing) or card id (card, title). */
  id?: string;
  phraseKind?: string;
  types?: string[] | null;
  binding?: string;
  target?: { file: string; span: Span };
  doc?: string;
  duration?: DurationIR;
  /** The card this node belongs to. */
  cardId?: string;
}
