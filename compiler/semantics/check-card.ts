/**
 * The per-card step of `check` (check.ts): lower one card's sentences against its game and the titles of
 * every card, and build its IR. The IDE re-checks an edited card through this same entry point.
 */
import { labelAlternativeChoices } from "./alternative-options.ts";
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import type { AbilityIR, CardIR } from "../ir/ir.ts";
import { renderCardText, renderOptions } from "../render/render.ts";
import type { CardNode, SentenceNode } from "../syntax/ast.ts";
import { cardRecord } from "./card-record.ts";
import type { Header } from "./header.ts";
import { lexicon } from "./lexicon.ts";
import { newMatchMemo, type MatchContext } from "./match.ts";
import { compileVocabulary } from "./patterns.ts";
import { SentenceLowerer } from "./sentence.ts";
import type { NodeInfo } from "./side-table.ts";
import type { TitleIndex } from "./titles.ts";

export interface CardCheckContext {
  vocab: GameVocabulary;
  /** Titles of every card of the game, for bare card references. */
  titles: TitleIndex;
  /** The file (name) the card is checked under. */
  file: string;
}

export interface CardCheck {
  /** Undefined for a card cut short by a syntax error before its kind line. */
  ir: CardIR | undefined;
  /** Diagnostics of the card's sentences (the header's come from `checkHeader`). */
  diagnostics: Diagnostic[];
  /** Side-table entries of the card, its `card` entry first. */
  index: NodeInfo[];
}

const compiled = new WeakMap<GameVocabulary, Omit<MatchContext, "self" | "titles" | "memo">>();

function matchBase(vocab: GameVocabulary): Omit<MatchContext, "self" | "titles" | "memo"> {
  let base = compiled.get(vocab);
  if (!base) compiled.set(vocab, (base = { cv: compileVocabulary(vocab), lex: lexicon(vocab) }));
  return base;
}

export function checkCard(card: CardNode, header: Header, cx: CardCheckContext): CardCheck {
  const { vocab, titles, file } = cx;
  const diagnostics: Diagnostic[] = [];
  const index: NodeInfo[] = [{ file, span: card.title.span, kind: "card", id: card.id.text, cardId: card.id.text }];
  // a card cut short by a syntax error is lowered only when its kind line was read
  if (card.recovered && !card.kindLine) return { ir: undefined, diagnostics, index };
  const type = header.type?.id ?? "";
  const { cv, lex } = matchBase(vocab);
  const lowerer = new SentenceLowerer({
    vocab, file, diagnostics, index,
    card: { id: card.id.text, type, titleSpan: card.title.span },
    match: { cv, lex, titles, self: { title: card.title.value, type }, memo: newMatchMemo() },
  });
  const abilities: AbilityIR[] = [];
  for (const s of card.sentences) {
    if (s.recovered) continue;
    const before = diagnostics.length;
    const a = lowerer.lower(s);
    if (a) abilities.push(a);
    const failed = diagnostics.slice(before).find((d) => d.severity === "error");
    if (failed) suggestMissingDot(failed, s, file);
  }
  const ir = cardRecord(card, header, abilities, vocab);
  ir.text = renderCardText(ir, vocab);
  for (const a of abilities) if (a.kind === "activated" && a.alternatives) a.options = renderOptions(a, vocab, ir);
  labelAlternativeChoices(abilities, vocab, ir);
  return { ir, diagnostics, index };
}

/**
 * A sentence that does not check and runs on over a line break is most often two sentences with
 * the first one's '.' missing (newlines are white space, so the parser read them as one): the error
 * says so and offers the '.' as a fix.
 */
function suggestMissingDot(d: Diagnostic, s: SentenceNode, file: string): void {
  const parts: { span: Span }[] = [...(s.label ? [s.label] : []), ...s.clauses.flatMap((c) => c.elements), ...s.separators].sort((a, b) => a.span.start - b.span.start);
  for (let i = 1; i < parts.length; i++) {
    const end = parts[i - 1]!.span;
    if (parts[i]!.span.line <= end.endLine) continue;
    const at: Span = { start: end.end, end: end.end, line: end.endLine, column: end.endColumn, endLine: end.endLine, endColumn: end.endColumn };
    // (no line numbers in the words: an unchanged card keeps its diagnostics when lines above it change)
    d.message += "; is a '.' missing at the end of its first line? The sentence runs on over a line break";
    (d.fixes ??= []).push({ title: "Insert '.' at the end of the first line", edits: [{ file, span: at, newText: "." }] });
    return;
  }
}
