/**
 * Random legal decks for any game with deck-building rules (deck-rules.ts): seeded, browser-safe,
 * drawn only from the cards given. Fills each slot (numbered slots get one card per number), then
 * the draw deck up to its minimum size, split evenly between the balanced values, never exceeding
 * the copy limits (counted over the whole deck).
 */
import type { CardDef } from "../core/cards.ts";
import { nextInt, type RngState } from "../core/rng.ts";
import type { CardMatch, DeckRules } from "./deck-rules.ts";

/** A deck as card ids per slot keyword (in slot order, numbered slots by number) and a draw deck (copies repeated). */
export interface GeneratedDeck {
  slots: Record<string, string[]>;
  drawDeck: string[];
}

export type RandomDeckResult<D> = { ok: true; deck: D } | { ok: false; reason: string };

/** Does the card's `field` (or an element of it, for a list) equal one of a match's values, for some match? */
export function cardMatches(card: CardDef, matches: readonly CardMatch[]): boolean {
  return matches.some((m) => {
    const v = card[m.field];
    return Array.isArray(v) ? v.some((x) => m.values.includes(x as string)) : m.values.includes(v as string | number);
  });
}

export interface RandomDeckOptions {
  /** Draw-deck size (default: the rules' minimum; raised to an even number when the deck is balanced). */
  drawDeckSize?: number;
}

export function randomDeckFor(rules: DeckRules, cards: readonly CardDef[], rng: RngState, opts: RandomDeckOptions = {}): RandomDeckResult<GeneratedDeck> {
  const copies = new Map<string, number>();
  const keyOf = (card: CardDef) => String(card[rules.drawDeck.copiesBy]);
  const left = (card: CardDef) => (rules.drawDeck.maxCopiesOf?.[keyOf(card)] ?? rules.drawDeck.maxCopies) - (copies.get(keyOf(card)) ?? 0);
  const take = (card: CardDef, n: number) => copies.set(keyOf(card), (copies.get(keyOf(card)) ?? 0) + n);
  const pick = (pool: readonly CardDef[]): CardDef | undefined => {
    const open = pool.filter((card) => left(card) > 0);
    return open.length ? open[nextInt(rng, open.length)] : undefined;
  };

  const slots: Record<string, string[]> = {};
  for (const slot of rules.slots) {
    const accepted = cards.filter((card) => cardMatches(card, slot.accepts));
    const chosen: string[] = [];
    for (let k = 1; k <= slot.count; k++) {
      const numbered = slot.numberedBy;
      const card = pick(numbered ? accepted.filter((c) => c[numbered] === k) : accepted);
      if (!card) return { ok: false, reason: `no ${slot.label}${numbered ? ` with ${numbered} ${k}` : ""} among the ${cards.length} cards` };
      take(card, 1);
      chosen.push(card.id);
    }
    slots[slot.keyword] = chosen;
  }

  const playable = cards.filter((card) => !cardMatches(card, rules.drawDeck.excluded));
  const balance = rules.drawDeck.balance;
  const size = opts.drawDeckSize ?? rules.drawDeck.min;
  const groups = balance
    ? balance.values.map((value) => ({ label: value, pool: playable.filter((card) => card[balance.field] === value), need: Math.ceil(size / 2) }))
    : [{ label: "draw-deck", pool: playable, need: size }];
  const drawDeck: string[] = [];
  for (const group of groups) {
    let need = group.need;
    while (need > 0) {
      const card = pick(group.pool);
      if (!card) return { ok: false, reason: `only ${group.need - need} ${group.label} cards fit the copy limits, ${group.need} needed` };
      const n = 1 + nextInt(rng, Math.min(left(card), need));
      take(card, n);
      for (let k = 0; k < n; k++) drawDeck.push(card.id);
      need -= n;
    }
  }
  return { ok: true, deck: { slots, drawDeck } };
}
