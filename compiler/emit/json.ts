import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import type { AbilityIR, CardIR } from "../ir/ir.ts";
import { cardFields } from "./card-fields.ts";

/** A card with its fields in contract order (abilities: `kind` first, then as lowered). */
export function canonicalCard(card: CardIR, vocab: GameVocabulary | undefined): CardIR {
  const out: Record<string, unknown> = {};
  for (const field of cardFields(vocab, card)) {
    out[field] = field === "abilities" ? card.abilities.map(canonicalAbility) : card[field];
  }
  return out as unknown as CardIR;
}

function canonicalAbility(ability: AbilityIR): AbilityIR {
  const { kind, ...rest } = ability;
  return { kind, ...rest } as AbilityIR;
}

/** `set<NN>.json`: the cards (already in id order), 2-space indent, trailing newline. */
export function emitJson(cards: readonly CardIR[], vocab: GameVocabulary | undefined): string {
  return `${JSON.stringify(cards.map((c) => canonicalCard(c, vocab)), null, 2)}\n`;
}
