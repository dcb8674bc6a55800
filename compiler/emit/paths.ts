import type { CardIR, SetIR } from "../ir/ir.ts";

/** `<game>/set<NN>` — the path, without extension, of every file emitted for a set. */
export function setBasePath(set: SetIR): string {
  return `${set.game}/set${String(set.number).padStart(2, "0")}`;
}

/** Cards in id order: by the trailing card number (ids without one last), then by the whole id (`1C2` < `1R13` < `1U120`). */
export function cardsInIdOrder(cards: readonly CardIR[]): CardIR[] {
  const trailing = (id: string): number => Number(/(\d+)$/.exec(id)?.[1] ?? Number.POSITIVE_INFINITY);
  return [...cards].sort((a, b) => {
    const na = trailing(a.id);
    const nb = trailing(b.id);
    if (na !== nb) return na < nb ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
