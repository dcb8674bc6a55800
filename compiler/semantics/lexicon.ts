import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import type { PhraseCall } from "../ir/ir.ts";
import { compileVocabulary } from "./patterns.ts";
import { normalizeWord, wordTokens } from "./tokens.ts";

/** A word (or words) that can be an adjective or noun in a noun phrase. */
export interface Descriptor {
  words: string[];
  term: PhraseCall;
  /** Card type ids it can denote; null = any. */
  types: string[] | null;
  plural: boolean;
  /** Its plural is written as its singular (`sheep`): the determiner says which it is. */
  invariable?: boolean;
  /** Singular written form, lowercased: the binding name and what `that <head>` names. */
  head: string;
  /** How the renderer writes it (singular / plural). */
  singular: string;
  pluralForm: string;
}

export interface MultiWord {
  words: string[];
  id: string;
  written: string;
}

/** Core English of the language (never from a vocabulary). */
export const CORE_WORDS = [
  "a", "an", "any", "another", "other", "every", "each", "all", "the", "this", "that", "your", "you", "opponent",
  "he", "she", "him", "her", "it", "they", "them", "his", "its", "their", "or", "and", "if", "then", "when", "time",
  "while", "may", "to", "play", "until", "end", "of", "turn", "phase", "for", "x", "card", "cards", "unique", "instead", "otherwise", "either", "neither",
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "'s",
];

export const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export interface Lexicon {
  vocab: GameVocabulary;
  /** Descriptors by first word (icons under `[name]`). */
  descriptors: Map<string, Descriptor[]>;
  refs: MultiWord[];
  players: MultiWord[];
  /** Every word known to the vocabulary (lowercased), for unknown-word diagnostics. */
  known: Set<string>;
  /** Words with their written form, for did-you-mean. */
  suggestions: string[];
  typeIds: string[];
}

const cache = new WeakMap<GameVocabulary, Lexicon>();

export function nounTypes(vocab: GameVocabulary, noun: string): string[] | null {
  const n = vocab.nouns[noun];
  if (n) return n.types;
  if (vocab.cardTypes.some((t) => t.id === noun)) return [noun];
  return null;
}

export function lexicon(vocab: GameVocabulary): Lexicon {
  const hit = cache.get(vocab);
  if (hit) return hit;
  const descriptors = new Map<string, Descriptor[]>();
  const known = new Set<string>(CORE_WORDS);
  const suggestions = new Set<string>();
  const add = (written: string, pluralWritten: string | undefined, term: PhraseCall, types: string[] | null) => {
    const pluralForm = pluralWritten ?? `${written}s`;
    const invariable = wordTokens(pluralForm).join(" ") === wordTokens(written).join(" ");
    const forms: [string, boolean][] = invariable ? [[written, false]] : [[written, false], [pluralForm, true]];
    for (const [form, plural] of forms) {
      const words = wordTokens(form);
      const d: Descriptor = { words, term, types, plural, head: normalizeWord(written), singular: written, pluralForm };
      if (invariable) d.invariable = true;
      const list = descriptors.get(words[0]!) ?? [];
      list.push(d);
      descriptors.set(words[0]!, list);
      for (const w of words) known.add(w);
      suggestions.add(form);
    }
  };
  for (const t of vocab.cardTypes) add(t.word, t.plural, { op: "type", args: { type: t.id } }, [t.id]);
  for (const [noun, n] of Object.entries(vocab.nouns)) add(noun, n.plural, { op: "noun", args: { noun } }, n.types);
  for (const c of vocab.cultures) {
    const d: Descriptor = { words: [`[${normalizeWord(c.icon)}]`], term: { op: "culture", args: { culture: c.id } }, types: null, plural: false, head: normalizeWord(c.word), singular: `[${c.icon}]`, pluralForm: `[${c.icon}]` };
    descriptors.set(d.words[0]!, [...(descriptors.get(d.words[0]!) ?? []), d]);
    const w: Descriptor = { ...d, words: wordTokens(c.word), singular: c.word, pluralForm: c.word };
    descriptors.set(w.words[0]!, [...(descriptors.get(w.words[0]!) ?? []), w]);
    for (const x of w.words) known.add(x);
    suggestions.add(c.word);
  }
  for (const s of vocab.sides) {
    const d: Descriptor = { words: wordTokens(s.word), term: { op: "side", args: { side: s.id } }, types: null, plural: false, head: normalizeWord(s.word), singular: s.word, pluralForm: s.word };
    descriptors.set(d.words[0]!, [...(descriptors.get(d.words[0]!) ?? []), d]);
    for (const x of d.words) known.add(x);
    suggestions.add(s.word);
  }
  for (const r of vocab.races) add(r.word, r.plural, { op: "race", args: { race: r.id } }, r.types ?? null);
  for (const c of vocab.itemClasses) add(c.word, c.plural, { op: "item-class", args: { itemClass: c.id } }, c.types ?? null);
  for (const k of vocab.keywords) add(k.word, undefined, { op: "keyword", args: { keyword: k.id } }, k.types ?? null);
  add("card", "cards", { op: "noun", args: { noun: "card" } }, null);
  // the generic noun `card` adds no restriction
  for (const list of descriptors.values()) for (const d of list) if (d.term.op === "noun" && d.term.args.noun === "card") d.term = { op: "any", args: {} };
  const multi = (word: string, id: string): MultiWord => ({ words: wordTokens(word), id, written: word });
  const refs = (vocab.refs ?? []).map((r) => multi(r.word, r.id));
  const players = [multi("you", "you"), multi("an opponent", "opponent"), multi("each opponent", "opponent"), multi("your opponent", "opponent"), ...(vocab.players ?? []).map((p) => multi(p.word, p.id))];
  for (const m of [...refs, ...players]) for (const w of m.words) known.add(w);
  for (const t of vocab.timings) {
    for (const w of wordTokens(t.word)) known.add(w);
    suggestions.add(t.word);
  }
  for (const s of vocab.stats) {
    known.add(normalizeWord(s.name));
    for (const w of s.words ?? []) for (const x of wordTokens(w)) known.add(x);
  }
  for (const list of Object.values(vocab.words)) for (const e of list) for (const w of wordTokens(e)) known.add(w), suggestions.add(e);
  for (const w of compileVocabulary(vocab).literals) known.add(w), suggestions.add(w);
  const lex: Lexicon = { vocab, descriptors, refs, players, known, suggestions: [...suggestions], typeIds: vocab.cardTypes.map((t) => t.id) };
  cache.set(vocab, lex);
  return lex;
}
