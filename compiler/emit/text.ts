import type { CardIR } from "../ir/ir.ts";

/** One card's block of `set<NN>.txt`: `id title[, subtitle]` then its canonical English, one ability a line. */
export function cardText(card: CardIR): string {
  const heading = card.subtitle ? `${card.id} ${card.title}, ${card.subtitle}` : `${card.id} ${card.title}`;
  return card.text ? `${heading}\n${card.text}\n` : `${heading}\n`;
}

/** `set<NN>.txt`: every card (already in id order), separated by blank lines. */
export function emitText(cards: readonly CardIR[]): string {
  return cards.map(cardText).join("\n");
}
