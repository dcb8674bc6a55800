/**
 * The gallery's cards: each compiled card with what its face and page show, read off the game's vocabulary (words,
 * colours, emblems, which stat is the cost), its source, and the printed text of a reference card where one is given.
 */
import type { GameVocabulary, StatDecl } from "../../runtime/core/vocabulary.ts";
import type { ReferenceCard } from "../../runtime/games/plugin.ts";
import { headerWordFields } from "../emit/card-fields.ts";
import { canonicalCard } from "../emit/json.ts";
import { cardsInIdOrder } from "../emit/paths.ts";
import type { CardIR, CardValue } from "../ir/ir.ts";
import { textsMatch } from "../render/compare.ts";
import type { CompileResult } from "../services/compile.ts";
import type { SourceFile } from "../services/source.ts";
import { cultureLook, type CultureLook } from "./colours.ts";

/** A word of a list the filters offer: its id and how the vocabulary writes it. */
export interface Word {
  id: string;
  word: string;
}

export interface GalleryCard {
  /** File name of its page and face (letters, digits, `-` and `_` only; unique in the gallery). */
  slug: string;
  game: string;
  gameTitle: string;
  set: number;
  setName: string | null;
  id: string;
  title: string;
  subtitle: string | null;
  unique: boolean;
  culture: (CultureLook & { id: string }) | null;
  type: Word;
  /** The words of the type line: culture, type, then the game's header words (race, item class). */
  typeLine: string[];
  keywords: Word[];
  /** The stat the vocabulary marks as the cost, when the card has it. */
  cost: { name: string; value: string } | null;
  /** The card's other stats, in the vocabulary's order. */
  stats: { name: string; value: string }[];
  /** Canonical English, one ability a line. */
  text: string;
  /** The card's record as `build` writes it, 2-space indented. */
  json: string;
  source: { file: string; text: string } | null;
  /** The reference's printed text, and whether the rendered English says the same. */
  printed: { text: string; matches: boolean } | null;
}

/** Reference cards, each with its game (one named on the card or file, or the game that scripts most of the file's ids). */
export type References = readonly (ReferenceCard & { game: string })[];

const key = (...parts: (string | number | null | undefined)[]) => parts.join("\u0000");

/** Every card of `compiled`, set by set (game, then number), each set in id order. */
export function galleryCards(compiled: CompileResult, sources: readonly SourceFile[], references: References = []): GalleryCard[] {
  const texts = new Map(sources.map((s) => [s.path, s.text]));
  const nodes = new Map<string, { file: string; text: string }>();
  for (const file of compiled.files) {
    const text = texts.get(file.path) ?? "";
    for (const node of file.cards) {
      const k = key(file.game?.name.text, file.set?.number.value, node.id.text);
      if (!nodes.has(k)) nodes.set(k, { file: file.path, text: text.slice(node.span.start, node.span.end) });
    }
  }
  const printed = new Map<string, string>();
  for (const r of references) if (!printed.has(key(r.game, r.id))) printed.set(key(r.game, r.id), r.text);
  const slugs = new Set<string>();
  const sets = [...compiled.sets].sort((a, b) => (a.game < b.game ? -1 : a.game > b.game ? 1 : a.number - b.number));
  return sets.flatMap((set) => {
    const vocab = compiled.vocabularies[set.game];
    return cardsInIdOrder(set.cards).map((card) => {
      const reference = printed.get(key(set.game, card.id));
      return {
        ...faceFields(card, vocab),
        slug: uniqueSlug(`${set.game}-${set.number}-${card.id}`, slugs),
        game: set.game,
        gameTitle: vocab?.title ?? set.game,
        set: set.number,
        setName: set.name,
        id: card.id,
        title: card.title,
        subtitle: card.subtitle,
        unique: card.unique,
        text: card.text,
        json: JSON.stringify(canonicalCard(card, vocab), null, 2),
        source: nodes.get(key(set.game, set.number, card.id)) ?? null,
        printed: reference === undefined ? null : { text: reference, matches: textsMatch(card.text, reference) },
      };
    });
  });
}

/** The words and stats a face shows, in the vocabulary's words. */
function faceFields(card: CardIR, vocab: GameVocabulary | undefined) {
  const culture = card.culture === null ? null : { id: card.culture, ...cultureLook(vocab, card.culture) };
  const typeDecl = vocab?.cardTypes.find((t) => t.id === card.type);
  const type = { id: card.type, word: typeDecl?.word ?? card.type };
  const headerWords = vocab
    ? headerWordFields(vocab).flatMap((field) => {
        const id = card[field];
        const list: readonly Word[] = field === "race" ? vocab.races : vocab.itemClasses;
        return typeof id === "string" ? [list.find((w) => w.id === id)?.word ?? id] : [];
      })
    : [];
  const keywords = card.keywords.map((id) => ({ id, word: vocab?.keywords.find((k) => k.id === id)?.word ?? id }));
  const shown = (vocab?.stats ?? []).filter((s) => card[s.name] !== null && card[s.name] !== undefined);
  const stat = (s: StatDecl) => ({ name: s.name, value: statText(card[s.name]!, s, typeDecl?.signedStats?.includes(s.name) === true, vocab) });
  const cost = shown.find((s) => s.cost);
  return {
    culture,
    type,
    typeLine: [...(culture ? [culture.word] : []), capitalised(type.word), ...headerWords],
    keywords,
    cost: cost ? stat(cost) : null,
    stats: shown.filter((s) => s !== cost).map(stat),
  };
}

/** A stat's value as printed: `+2` for a signed bonus, `1-3, 5` for a range, words for a list of ids. */
function statText(value: CardValue, decl: StatDecl, signed: boolean, vocab: GameVocabulary | undefined): string {
  if (typeof value === "number") return signed && value >= 0 ? `+${value}` : String(value);
  if (!Array.isArray(value)) return String(value);
  if (decl.value === "range") return ranges(value as number[]);
  const list: readonly Word[] = decl.of === "cultures" ? (vocab?.cultures ?? []) : [];
  return (value as string[]).map((id) => list.find((w) => w.id === id)?.word ?? id).join(", ");
}

/** Sorted numbers as runs: [1, 2, 3, 5] → `1-3, 5`. */
function ranges(numbers: readonly number[]): string {
  const runs: string[] = [];
  for (let k = 0; k < numbers.length; ) {
    let end = k;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end]! + 1) end++;
    runs.push(end > k ? `${numbers[k]}-${numbers[end]}` : String(numbers[k]));
    k = end + 1;
  }
  return runs.join(", ");
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A file-name-safe slug, made unique by a counter (ids that differ only in characters a file name cannot hold). */
function uniqueSlug(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/[^A-Za-z0-9_-]/g, "_");
  let slug = base;
  for (let n = 2; taken.has(slug.toLowerCase()); n++) slug = `${base}-${n}`;
  taken.add(slug.toLowerCase());
  return slug;
}
