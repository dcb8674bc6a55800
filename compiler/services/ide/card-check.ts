/**
 * Re-checking one card whose header did not change (an edit inside its abilities): only its sentences are
 * lowered again, through the checker's own per-card step (compiler/semantics/check-card.ts), against the
 * titles of the last full check. The full check stays the reference for everything else.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { CardIR } from "../../ir/ir.ts";
import { checkCard as checkOneCard } from "../../semantics/check-card.ts";
import type { NodeInfo } from "../../semantics/check.ts";
import { checkHeader } from "../../semantics/header.ts";
import type { DeclaredWord } from "../../semantics/declarations.ts";
import { TitleIndex } from "../../semantics/titles.ts";
import type { CardNode } from "../../syntax/ast.ts";

export interface CardCheck {
  ir: CardIR;
  /** Diagnostics of the card's sentences (its header's are unchanged). */
  diagnostics: Diagnostic[];
  index: NodeInfo[];
}

/** The titles of `cards` (in check order), as `check` indexes them. */
/** The titles of `cards`, then the titles `declared` (as the full check adds them: compiler/semantics/check.ts). */
export function titleIndex(cards: readonly { file: string; card: CardNode }[], vocab: GameVocabulary, declared: readonly DeclaredWord[] = []): TitleIndex {
  const titles = new TitleIndex();
  for (const { file, card } of cards) titles.add(card.title.value, checkHeader(card, vocab, file, []).type?.id ?? "", { file, span: card.title.span, id: card.id.text });
  for (const w of declared) if (w.kind === "title") titles.add(w.word, "", { file: w.file, span: w.span, id: "" });
  return titles;
}

/** `card` must not be `recovered` (the full check gives such a card no IR). */
export function checkCard(card: CardNode, file: string, vocab: GameVocabulary, titles: TitleIndex): CardCheck {
  const { ir, diagnostics, index } = checkOneCard(card, checkHeader(card, vocab, file, []), { vocab, titles, file });
  return { ir: ir!, diagnostics, index };
}

/**
 * A card chunk checked alone, header included, as `check` would check it but against `titles` (those of the
 * last full check) and without the set rules (duplicate ids and titles), which need every card.
 */
export function provisionalCheck(cards: readonly CardNode[], file: string, vocab: GameVocabulary, titles: TitleIndex): { diagnostics: Diagnostic[]; index: NodeInfo[] } {
  const diagnostics: Diagnostic[] = [];
  const index: NodeInfo[] = [];
  for (const card of cards) {
    const header = checkHeader(card, vocab, file, card.recovered ? [] : diagnostics);
    const result = checkOneCard(card, header, { vocab, titles, file });
    diagnostics.push(...result.diagnostics);
    index.push(...result.index);
  }
  return { diagnostics, index };
}
