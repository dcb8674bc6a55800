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

/** How emitted data is laid out: compact unless `pretty` (2-space indent). */
export interface JsonLayout {
  pretty?: boolean;
}

/** `value` as JSON with a trailing newline, compact or (pretty) indented by 2 spaces. */
export function jsonText(value: unknown, layout: JsonLayout = {}): string {
  return `${layout.pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)}\n`;
}

/** `set<NN>.json`: the cards (already in id order), compact unless `pretty`, trailing newline. */
export function emitJson(cards: readonly CardIR[], vocab: GameVocabulary | undefined, layout: JsonLayout = {}): string {
  return jsonText(cards.map((c) => canonicalCard(c, vocab)), layout);
}
