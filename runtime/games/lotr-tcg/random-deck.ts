/**
 * Random legal LOTR TCG decks from the compiled cards (seeded, browser-safe): a Ring-bearer, The One
 * Ring, sites 1–9 and a draw deck of equal Free Peoples and Shadow halves, by the rules of
 * deck-rules.ts. Each half favours two of its side's cultures, as built decks do; when those cannot
 * fill it, the half draws from every culture.
 */
import type { CardDef, CardDefs } from "../../core/cards.ts";
import { createRng, shuffle, type RngState } from "../../core/rng.ts";
import { cardMatches, randomDeckFor, type RandomDeckOptions, type RandomDeckResult } from "../random-deck.ts";
import { lotrDeckRules } from "./deck-rules.ts";
import type { Deck } from "./engine/types.ts";

const CULTURES_PER_SIDE = 2;

/** The cards of two random cultures per side, plus every card that goes in a slot. */
function focusedPool(cards: readonly CardDef[], rng: RngState): CardDef[] {
  const sides = lotrDeckRules.drawDeck.balance!.values;
  const chosen = new Set<unknown>();
  for (const side of sides) {
    const cultures = [...new Set(cards.filter((c) => c.side === side).map((c) => c.culture))].sort();
    for (const culture of shuffle(rng, cultures).slice(0, CULTURES_PER_SIDE)) chosen.add(culture);
  }
  return cards.filter((c) => chosen.has(c.culture) || lotrDeckRules.slots.some((slot) => cardMatches(c, slot.accepts)));
}

/** A random legal deck from `defs` (every compiled card), the same for the same seed and cards. */
export function randomDeck(defs: CardDefs, seed: number, opts: RandomDeckOptions = {}): RandomDeckResult<Deck> {
  const rng = createRng(seed);
  const cards = Object.values(defs).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const focused = randomDeckFor(lotrDeckRules, focusedPool(cards, rng), rng, opts);
  const result = focused.ok ? focused : randomDeckFor(lotrDeckRules, cards, rng, opts);
  if (!result.ok) return result;
  const { slots, drawDeck } = result.deck;
  return { ok: true, deck: { ringBearer: slots["ring-bearer"]![0]!, ring: slots.ring![0]!, sites: slots.site!, drawDeck: shuffle(rng, drawDeck) } };
}

/** The deck as a `.deck` file (the format cards/lotr-tcg/decks uses), e.g. to replay a fuzzed game by hand. */
export function deckFileText(deck: Deck, defs: CardDefs, name: string, title: string): string {
  const titleOf = (id: string) => defs[id]?.title ?? "?";
  const counts = new Map<string, number>();
  for (const id of deck.drawDeck) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [
    `deck ${name} ${JSON.stringify(title)}`,
    `game ${lotrDeckRules.game}`,
    "",
    `ring-bearer ${deck.ringBearer}   # ${titleOf(deck.ringBearer)}`,
    `ring ${deck.ring}   # ${titleOf(deck.ring)}`,
    "",
    ...deck.sites.map((id) => `site ${id}   # ${String(defs[id]?.site ?? "?")}: ${titleOf(id)}`),
    "",
    ...[...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, n]) => `${n} ${id}   # ${titleOf(id)}`),
    "",
  ].join("\n");
}
