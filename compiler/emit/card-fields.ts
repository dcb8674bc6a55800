import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import type { CardIR } from "../ir/ir.ts";

/** The fields every game's card records have, before the game's own. */
export const HEAD_FIELDS = ["id", "title", "subtitle", "unique", "side", "culture", "type"] as const;
/** The fields every game's card records end with. */
export const TAIL_FIELDS = ["keywords", "text", "abilities"] as const;

/** The header words a game's records carry: a race and an item class when its vocabulary declares any. */
export function headerWordFields(vocab: GameVocabulary): ("race" | "itemClass")[] {
  return [...(vocab.races.length ? (["race"] as const) : []), ...(vocab.itemClasses.length ? (["itemClass"] as const) : [])];
}

const fixed = new Set<string>([...HEAD_FIELDS, ...TAIL_FIELDS]);

/**
 * The fields of a game's card records in the order its JSON contract writes them (see CardIR): the game's header
 * words and stats in its vocabulary's order. For a game without a registered vocabulary, the card's own fields
 * between the fixed ones, sorted (so the order never depends on how a record was built).
 */
export function cardFields(vocab: GameVocabulary | undefined, card?: CardIR): string[] {
  const own = vocab ? [...headerWordFields(vocab), ...vocab.stats.map((s) => s.name)] : Object.keys(card ?? {}).filter((k) => !fixed.has(k)).sort();
  return [...HEAD_FIELDS, ...own, ...TAIL_FIELDS];
}
