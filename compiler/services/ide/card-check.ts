/**
 * Re-checking one card whose header did not change (an edit inside its abilities): only its sentences are
 * lowered again, against the titles of the last full check. This mirrors the per-card step of
 * `check` (compiler/semantics/check.ts); the full check stays the reference for everything else.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { AbilityIR, CardIR } from "../../ir/ir.ts";
import { renderCardText } from "../../render/render.ts";
import { cardRecord } from "../../semantics/card-record.ts";
import type { NodeInfo } from "../../semantics/check.ts";
import { checkHeader } from "../../semantics/header.ts";
import { lexicon } from "../../semantics/lexicon.ts";
import type { MatchContext } from "../../semantics/match.ts";
import { compileVocabulary } from "../../semantics/patterns.ts";
import { SentenceLowerer } from "../../semantics/sentence.ts";
import { TitleIndex } from "../../semantics/titles.ts";
import type { CardNode } from "../../syntax/ast.ts";

export interface CardCheck {
  ir: CardIR;
  /** Diagnostics of the card's sentences (its header's are unchanged). */
  diagnostics: Diagnostic[];
  index: NodeInfo[];
}

const compiled = new WeakMap<GameVocabulary, Omit<MatchContext, "self" | "titles">>();

function matchContext(vocab: GameVocabulary, titles: TitleIndex): Omit<MatchContext, "self"> {
  let base = compiled.get(vocab);
  if (!base) compiled.set(vocab, (base = { cv: compileVocabulary(vocab), lex: lexicon(vocab) }));
  return { ...base, titles };
}

/** The titles of `cards` (in check order), as `check` indexes them. */
export function titleIndex(cards: readonly { file: string; card: CardNode }[], vocab: GameVocabulary): TitleIndex {
  const titles = new TitleIndex();
  for (const { file, card } of cards) titles.add(card.title.value, checkHeader(card, vocab, file, []).type?.id ?? "", { file, span: card.title.span, id: card.id.text });
  return titles;
}

/** `card` must not be `recovered` (the full check gives such a card no IR). */
export function checkCard(card: CardNode, file: string, vocab: GameVocabulary, titles: TitleIndex): CardCheck {
  const h = checkHeader(card, vocab, file, []);
  const diagnostics: Diagnostic[] = [];
  const index: NodeInfo[] = [{ file, span: card.title.span, kind: "card", id: card.id.text, cardId: card.id.text }];
  const type = h.type?.id ?? "";
  const lowerer = new SentenceLowerer({
    vocab, file, diagnostics, index,
    card: { id: card.id.text, type, titleSpan: card.title.span },
    match: { ...matchContext(vocab, titles), self: { title: card.title.value, type } },
  });
  const abilities: AbilityIR[] = [];
  for (const s of card.sentences) {
    if (s.recovered) continue;
    const a = lowerer.lower(s);
    if (a) abilities.push(a);
  }
  const ir = cardRecord(card, h, abilities);
  ir.text = renderCardText(ir, vocab);
  return { ir, diagnostics, index };
}
