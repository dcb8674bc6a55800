/**
 * The CardIR header fields a printed reference card must compile to, derived through the
 * vocabulary (so the test checks the vocabulary's ids as well as the card files).
 */
import type { CardIR } from "../../compiler/ir/ir.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import type { PrintedCard } from "./sets.ts";

export type HeaderFields = Omit<CardIR, "text" | "abilities">;

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function idOf(list: { id: string; word: string }[], word: string | undefined, what: string): string | null {
  if (word === undefined) return null;
  const hit = list.find((x) => fold(x.word) === fold(word));
  if (!hit) throw new Error(`no ${what} in the vocabulary is written '${word}'`);
  return hit.id;
}

/** Keyword ids as the checker lists them: `damage+1`, `archer`, `ring-bearer`. */
function keywordsOf(card: PrintedCard, vocab: GameVocabulary): string[] {
  // "Support Area" in the data comes from the placement sentence, not from a keyword.
  const listed = (card.keywords ?? []).filter((k) => k !== "Support Area").map((k) => {
    const m = /^(.*?)\s*([+-]\d+)$/.exec(k);
    const word = m ? m[1]! : k;
    const id = idOf(vocab.keywords, word, "keyword")!;
    return m ? `${id}${m[2]}` : id;
  });
  if (card.gametext?.startsWith("Ring-bearer (")) listed.push("ring-bearer");
  return listed.sort();
}

/** The header `card` compiles to, its words read in `vocab` (the game's, with the words its set declares). */
export function expectedHeader(card: PrintedCard, vocab: GameVocabulary = lotrTcg): HeaderFields {
  const culture = card.culture === undefined ? null : vocab.cultures.find((c) => c.icon === fold(card.culture!))?.id;
  if (culture === undefined) throw new Error(`no culture with icon [${card.culture}]`);
  return {
    id: card.collInfo,
    title: card.title,
    subtitle: card.subtitle ?? null,
    unique: card.unique,
    side: card.side === undefined ? null : (idOf(vocab.sides, card.side, "side") as CardIR["side"]),
    culture,
    type: idOf(vocab.cardTypes, card.type, "card type")!,
    race: idOf(vocab.races, card.race, "race"),
    itemClass: idOf(vocab.itemClasses, card.itemclass, "item class"),
    twilight: card.twilight,
    strength: card.strength ?? null,
    vitality: card.vitality ?? null,
    resistance: card.resistance ?? null,
    signet: card.signet ?? null,
    site: card.site ?? null,
    home: card.allyHome ?? null,
    keywords: keywordsOf(card, vocab),
  };
}

export function actualHeader(card: CardIR): HeaderFields {
  const { text: _text, abilities: _abilities, ...fields } = card;
  return { ...fields, keywords: [...fields.keywords].sort() };
}
