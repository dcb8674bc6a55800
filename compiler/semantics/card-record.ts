import type { AbilityIR, CardIR } from "../ir/ir.ts";
import type { CardNode } from "../syntax/ast.ts";
import type { Header } from "./header.ts";

/**
 * The CardIR record of a checked card. CardIR is the public JSON contract, whose field names
 * are fixed (see compiler/ir/ir.ts): this is the one place of the checker that names stats.
 */
export function cardRecord(card: CardNode, h: Header, abilities: AbilityIR[]): CardIR {
  const stat = (n: string) => (typeof h.stats[n] === "number" ? (h.stats[n] as number) : null);
  return {
    id: card.id.text,
    title: card.title.value,
    subtitle: card.subtitle?.value ?? null,
    unique: h.unique,
    side: h.side,
    culture: h.culture,
    type: h.type?.id ?? "",
    race: h.race,
    itemClass: h.itemClass,
    twilight: stat("twilight"),
    strength: stat("strength"),
    vitality: stat("vitality"),
    resistance: stat("resistance"),
    signet: typeof h.stats.signet === "string" ? h.stats.signet : null,
    site: stat("site"),
    home: stat("home"),
    keywords: abilities.flatMap((a) => (a.kind === "keyword" ? [a.value === null ? a.keyword : `${a.keyword}${a.value >= 0 ? "+" : ""}${a.value}`] : [])),
    text: "",
    abilities,
  };
}
