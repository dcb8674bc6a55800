/**
 * The values of a card's stats in English, as its stat line writes them: a `range` stat's numbers as numbers and
 * ranges (`1-3, 5-9`), a `words` stat's ids as their words (`A and B`, `A, B and C`).
 */
import type { StatValue } from "../../runtime/core/cards.ts";
import type { GameVocabulary, StatDecl } from "../../runtime/core/vocabulary.ts";

/** `1-3, 5, 7-9`: the shortest way to write a set of numbers as numbers and ranges (sorted, each once). */
export function rangesText(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(", ");
}

/** The words a `words` stat takes, from the list its `of` names: written word → stored id. */
export function statWordList(decl: StatDecl, vocab: GameVocabulary): { word: string; id: string }[] {
  const of = decl.of ?? "";
  const builtIn: Record<string, { id: string; word: string }[]> = {
    cultures: vocab.cultures,
    keywords: vocab.keywords,
    races: vocab.races,
    itemClasses: vocab.itemClasses,
    cardTypes: vocab.cardTypes,
    sides: vocab.sides,
    timings: vocab.timings,
  };
  const list = builtIn[of]?.map((x) => ({ word: x.word, id: x.id })) ?? (vocab.words[of] ?? []).map((w) => ({ word: w, id: w }));
  // an item is one word: entries of several words cannot be written in a stat value
  return list.filter((x) => !/\s/.test(x.word.trim()));
}

/** A stat's value as the stat line writes it (the canonical form). */
export function renderStatValue(decl: StatDecl | undefined, value: StatValue, vocab: GameVocabulary): string {
  if (!Array.isArray(value)) return String(value);
  if (decl?.value === "range" || value.every((v) => typeof v === "number")) return rangesText(value as number[]);
  const list = decl ? statWordList(decl, vocab) : [];
  const words = (value as string[]).map((id) => list.find((x) => x.id === id)?.word ?? id);
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
