/**
 * Checks a parsed deck against the compiled cards and its game's deck-building rules
 * (runtime/games/deck-rules.ts). Game-agnostic: cards are read as records of named fields.
 */
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import { closest } from "../semantics/suggest.ts";
import { deckRules, type CardMatch, type DeckRules } from "../../runtime/games/deck-rules.ts";
import type { DeckCardLine, DeckFile } from "./ast.ts";
import { withArticle } from "../semantics/article.ts";

/** A compiled card as the checker reads it: its fields by name (`title`, `type`, `side` …). */
export type CardRecord = { id: string; title: string } & Record<string, unknown>;

/** Does the card match one of `matches` (a slot's accepted cards, the draw deck's excluded ones)? */
export function fits(card: CardRecord, matches: CardMatch[]): boolean {
  return matches.some((m) => {
    const v = card[m.field];
    return Array.isArray(v) ? v.some((x) => m.values.includes(x as string)) : m.values.includes(v as string | number);
  });
}

function describe(card: CardRecord): string {
  return `${card.title} (${card.id})`;
}

export function validateDeck(deck: DeckFile, cards: ReadonlyMap<string, CardRecord>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (code: string, span: Span, message: string, expected: string, found: string, fix?: string) => {
    const d: Diagnostic = { code, severity: "error", file: deck.path, span, message, expected, found };
    if (fix !== undefined) d.fixes = [{ title: `Replace with '${fix}'`, edits: [{ file: deck.path, span, newText: fix }] }];
    out.push(d);
  };
  if (deck.game === null) return out;
  const rules: DeckRules | undefined = deckRules[deck.game];
  if (!rules) {
    const guess = closest(deck.game, Object.keys(deckRules));
    report("CS4003", deck.gameSpan!, `Expected a game with deck-building rules (${Object.keys(deckRules).join(", ")}), found '${deck.game}'.${guess ? ` Did you mean '${guess}'?` : ""}`, "a known game", deck.game, guess);
    return out;
  }

  const known: { line: DeckCardLine; card: CardRecord }[] = [];
  const slotKeywords = rules.slots.map((s) => s.keyword);
  for (const line of deck.lines) {
    if (line.slot !== null && !slotKeywords.includes(line.slot)) {
      const guess = closest(line.slot, slotKeywords);
      report("CS4005", line.slotSpan!, `Expected a count or one of ${slotKeywords.join(", ")}, found '${line.slot}'.${guess ? ` Did you mean '${guess}'?` : ""}`, `a count or ${slotKeywords.join(", ")}`, line.slot, guess);
      continue;
    }
    const card = cards.get(line.id);
    if (!card) {
      const guess = closest(line.id, cards.keys());
      report("CS4004", line.idSpan, `Expected a card id of the compiled cards, found '${line.id}'.${guess ? ` Did you mean '${guess}' (${cards.get(guess)!.title})?` : ""}`, "a known card id", line.id, guess);
      continue;
    }
    known.push({ line, card });
  }

  for (const slot of rules.slots) {
    const inSlot = known.filter((k) => k.line.slot === slot.keyword);
    for (const { line, card } of inSlot) {
      if (!fits(card, slot.accepts)) report("CS4006", line.idSpan, `Expected ${withArticle(slot.label)} on a '${slot.keyword}' line, found ${describe(card)}.`, slot.label, describe(card));
    }
    const lines = deck.lines.filter((l) => l.slot === slot.keyword).length;
    if (lines !== slot.count) {
      report("CS4007", deck.headerSpan, `Expected ${slot.count} '${slot.keyword}' line${slot.count === 1 ? "" : "s"}, found ${lines}.`, `${slot.count} ${slot.label}`, String(lines));
    }
    if (slot.numberedBy) {
      const field = slot.numberedBy;
      const seen = new Map<unknown, DeckCardLine>();
      for (const { line, card } of inSlot) {
        const n = card[field];
        if (seen.has(n)) report("CS4008", line.idSpan, `Expected each ${slot.label} to have a different ${field} number, found ${field} ${String(n)} twice (${describe(card)}).`, `a different ${field} number`, String(n));
        seen.set(n, line);
      }
      const missing = Array.from({ length: slot.count }, (_, i) => i + 1).filter((n) => !seen.has(n));
      if (missing.length && lines === slot.count) report("CS4008", deck.headerSpan, `Expected ${slot.label}s numbered 1 to ${slot.count}, found none for ${field} ${missing.join(", ")}.`, `${field} 1–${slot.count}`, `missing ${missing.join(", ")}`);
    }
  }

  const draw = known.filter((k) => k.line.slot === null);
  for (const { line, card } of draw) {
    const where = rules.slots.length ? "it belongs on a slot line" : "it is never part of a deck";
    if (fits(card, rules.drawDeck.excluded)) report("CS4012", line.idSpan, `Expected no ${String(card.type)} in the draw deck, found ${describe(card)}; ${where}.`, "a draw-deck card", describe(card));
  }
  const size = deck.lines.filter((l) => l.slot === null).reduce((n, l) => n + l.count, 0);
  if (size < rules.drawDeck.min) report("CS4009", deck.headerSpan, `Expected at least ${rules.drawDeck.min} draw-deck cards, found ${size}.`, `${rules.drawDeck.min}+ cards`, String(size));
  const balance = rules.drawDeck.balance;
  // A card that is not known has no side: the balance would be wrong for another reason.
  const allKnown = draw.length === deck.lines.filter((l) => l.slot === null).length;
  if (balance && allKnown) {
    const [a, b] = balance.values.map((v) => draw.filter((k) => k.card[balance.field] === v).reduce((n, k) => n + k.line.count, 0)) as [number, number];
    if (a !== b) report("CS4010", deck.headerSpan, `Expected as many ${balance.values[0]} as ${balance.values[1]} cards in the draw deck, found ${a} and ${b}.`, `${balance.values[0]} = ${balance.values[1]}`, `${a} and ${b}`);
  }
  const same = rules.drawDeck.sameValue;
  // cards already reported as not allowed are left out
  const allowed = draw.filter((k) => !fits(k.card, rules.drawDeck.excluded));
  const first = same ? allowed[0]?.card[same] : undefined;
  if (same && first !== undefined) {
    for (const { line, card } of allowed) {
      if (card[same] !== first) report("CS4014", line.idSpan, `Expected every card of the deck to have ${same} ${String(first)}, as its first card has, found ${describe(card)} with ${same} ${String(card[same])}.`, `${same} ${String(first)}`, `${same} ${String(card[same])}`);
    }
  }
  const copies = new Map<string, { n: number; last: DeckCardLine }>();
  for (const { line, card } of known) {
    const key = String(card[rules.drawDeck.copiesBy]);
    const c = copies.get(key) ?? { n: 0, last: line };
    copies.set(key, { n: c.n + line.count, last: line });
  }
  for (const [key, { n, last }] of copies) {
    const max = rules.drawDeck.maxCopiesOf?.[key] ?? rules.drawDeck.maxCopies;
    if (n > max) report("CS4011", last.span, `Expected at most ${max} copies of ${key}, found ${n}.`, `at most ${max}`, String(n));
  }
  return out;
}
