import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import { headerWordFields } from "../emit/card-fields.ts";
import type { AbilityIR, CardIR } from "../ir/ir.ts";
import type { CardNode } from "../syntax/ast.ts";
import type { Header } from "./header.ts";

/**
 * The CardIR record of a checked card: the fields every game has, the header words and every stat the game's
 * vocabulary declares (in its order; null when the card has none), then its keywords and abilities. Nothing the
 * header check accepted is left out.
 */
export function cardRecord(card: CardNode, h: Header, abilities: AbilityIR[], vocab: GameVocabulary): CardIR {
  const out: Record<string, CardIR[string]> = {
    id: card.id.text,
    title: card.title.value,
    subtitle: card.subtitle?.value ?? null,
    unique: h.unique,
    side: h.side,
    culture: h.culture,
    type: h.type?.id ?? "",
  };
  for (const f of headerWordFields(vocab)) out[f] = h[f];
  for (const s of vocab.stats) out[s.name] = h.stats[s.name] ?? null;
  out.keywords = abilities.flatMap((a) => (a.kind === "keyword" ? [a.value === null ? a.keyword : `${a.keyword}${a.value >= 0 ? "+" : ""}${a.value}`] : []));
  out.text = "";
  out.abilities = abilities;
  return out as CardIR;
}
