/**
 * Completion: outside a card, a new-card snippet per card type; inside one, timing words, phrase
 * snippets, card titles of the workspace, cultures, races, keywords and the pronouns bound so far.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import type { CardNode } from "../../syntax/ast.ts";
import { phraseSignature } from "./describe.ts";
import { newCardSnippet, patternSnippet } from "./snippets.ts";
import type { TitleEntry, Workspace } from "./workspace.ts";

export type CompletionKind = "keyword" | "snippet" | "function" | "reference" | "enum" | "variable" | "class";

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  detail?: string;
  documentation?: string;
  /** Inserted text; a snippet when `snippet` is set. */
  insertText?: string;
  snippet?: boolean;
  sortText?: string;
}

const cache = new WeakMap<GameVocabulary, CompletionItem[]>();

/** Items that depend only on the vocabulary, built once per game. */
function vocabularyItems(vocab: GameVocabulary): CompletionItem[] {
  let items = cache.get(vocab);
  if (items) return items;
  items = [
    ...vocab.timings.map((t): CompletionItem => ({ label: `${t.word}:`, kind: "keyword", detail: "timing", documentation: t.doc, insertText: `${t.word}: `, sortText: `0${t.word}` })),
    ...vocab.phrases
      .filter((p) => p.kind !== "filter" && p.kind !== "value")
      .map((p): CompletionItem => ({ label: (p.patterns[0] ?? p.id).replace(/\s*\[[^\]]*\]/g, ""), kind: "function", detail: `${p.kind} ${phraseSignature(p)}`, documentation: p.doc, insertText: patternSnippet(p.patterns[0] ?? p.id), snippet: true, sortText: `1${p.id}` })),
    ...vocab.phrases
      .filter((p) => p.kind === "filter")
      .map((p): CompletionItem => ({ label: p.patterns[0] ?? p.id, kind: "function", detail: `filter ${phraseSignature(p)}`, documentation: p.doc, insertText: patternSnippet(p.patterns[0] ?? p.id), snippet: true, sortText: `4${p.id}` })),
    ...vocab.keywords.map((k): CompletionItem => ({ label: k.word, kind: "keyword", detail: "keyword", documentation: k.doc, sortText: `2${k.word}` })),
    ...vocab.cultures.map((c): CompletionItem => ({ label: c.word, kind: "enum", detail: `culture (${c.side})`, sortText: `5${c.word}` })),
    ...vocab.cultures.map((c): CompletionItem => ({ label: `[${c.icon}]`, kind: "enum", detail: "culture icon", sortText: `5${c.icon}` })),
    ...vocab.races.map((r): CompletionItem => ({ label: r.word, kind: "enum", detail: "race", sortText: `5${r.word}` })),
    ...vocab.cardTypes.map((t): CompletionItem => ({ label: t.word, kind: "class", detail: "card type", sortText: `5${t.word}` })),
    ...(vocab.refs ?? []).map((r): CompletionItem => ({ label: r.word, kind: "variable", detail: "named card", documentation: r.doc, sortText: `3${r.word}` })),
  ];
  cache.set(vocab, items);
  return items;
}

function newCardItems(vocab: GameVocabulary | undefined, ws: Workspace): CompletionItem[] {
  const vocabs = vocab ? [vocab] : Object.values(ws.vocabularies);
  return vocabs.flatMap((v) =>
    v.cardTypes.map((t): CompletionItem => ({ label: `card ${t.word}`, kind: "snippet", detail: `new ${t.word} card`, insertText: newCardSnippet(t, v), snippet: true, sortText: `0${t.word}` })),
  );
}

const nounCache = new WeakMap<GameVocabulary, Set<string>>();

/** Words that can head a noun phrase: card types, races, item classes and noun types. */
function nounWords(vocab: GameVocabulary): Set<string> {
  let words = nounCache.get(vocab);
  if (!words) nounCache.set(vocab, (words = new Set([...vocab.cardTypes.map((t) => t.word), ...vocab.races.map((r) => r.word), ...vocab.itemClasses.map((c) => c.word), ...Object.keys(vocab.nouns)].map((w) => w.toLowerCase()))));
  return words;
}

/** Whether a pronoun's label (`that <noun>`, `this <card type>`) can match the typed word. */
function mayName(prefix: string, vocab: GameVocabulary): boolean {
  if (!prefix || "that".includes(prefix) || "this".includes(prefix)) return true;
  for (const w of nounWords(vocab)) if (w.includes(prefix)) return true;
  return false;
}

/** Pronouns for the noun phrases chosen earlier in the sentence at `offset`, and `this <type>`. */
function pronounItems(ws: Workspace, file: string, card: CardNode, offset: number, vocab: GameVocabulary): CompletionItem[] {
  const sentence = card.sentences.filter((s) => s.span.start <= offset).at(-1);
  const from = sentence && offset <= sentence.span.end + 1 ? sentence.span.start : offset;
  const nouns = nounWords(vocab);
  const words = new Set<string>();
  for (const n of ws.indexAt(file, offset)) {
    if (n.kind !== "noun" || n.cardId !== card.id.text || n.span.start < from || n.span.end > offset) continue;
    const head = ws.slice(file, n.span.start, n.span.end).split(/\s+/).filter((w) => nouns.has(w.toLowerCase())).at(-1);
    if (head) words.add(`that ${head}`);
  }
  const items: CompletionItem[] = [...words].map((w) => ({ label: w, kind: "variable", detail: "the card chosen earlier in this ability", sortText: `0${w}` }));
  const self = card.kindLine?.groups[0]?.map((w) => w.text).find((w) => vocab.cardTypes.some((t) => t.word === w));
  if (self) items.push({ label: `this ${self}`, kind: "variable", detail: "this card", sortText: `3this` });
  return items;
}

/** At most this many items are answered, best matches first; more typed letters narrow them (the list is then incomplete). */
export const MAX_ITEMS = 150;

export interface Completions {
  items: CompletionItem[];
  /** Some items were left out: ask again as the word grows. */
  incomplete: boolean;
}

/** How well a (lowercase) label matches the typed word: 0 it starts with it, 1 a later word does, 2 it holds it; -1 not at all. */
function rank(lower: string, prefix: string): number {
  if (!prefix) return 0;
  if (lower.startsWith(prefix)) return 0;
  const at = lower.indexOf(prefix);
  if (at < 0) return -1;
  // a later word starts with it when some occurrence follows a character that is not part of a word
  for (let i = at; i >= 0; i = lower.indexOf(prefix, i + 1)) if (!/[\p{L}\p{N}'’]/u.test(lower[i - 1]!)) return 1;
  return 2;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Title {
  title: string;
  lower: string;
  id: string;
}

/** Titles deduplicated and sorted, per title list (the workspace keeps one until a title changes). */
const sortedTitles = new WeakMap<readonly TitleEntry[], Title[]>();

function titleOrder(entries: readonly TitleEntry[]): Title[] {
  let sorted = sortedTitles.get(entries);
  if (sorted) return sorted;
  const seen = new Set<string>();
  sorted = entries
    .filter((t) => !seen.has(t.title) && seen.add(t.title))
    .map((t) => ({ title: t.title, lower: t.title.toLowerCase(), id: t.id }))
    .sort((a, b) => byText(a.title, b.title));
  sortedTitles.set(entries, sorted);
  return sorted;
}

/**
 * The items matching `prefix`, best first (by rank, then sortText), at most MAX_ITEMS. Titles, which can be
 * thousands, come sorted and are turned into items only when they are kept.
 */
function best(prefix: string, sources: CompletionItem[][], titles: Title[]): Completions {
  const byRank: CompletionItem[][] = [[], [], []];
  for (const source of sources) for (const item of source) byRank[rank(item.label.toLowerCase(), prefix)]?.push(item);
  const titled: Title[][] = [[], [], []];
  for (const t of titles) {
    const r = rank(t.lower, prefix);
    if (r < 0 || titled[r]!.length >= MAX_ITEMS) continue;
    titled[r]!.push(t);
    // enough titles that start with the word: the others would be cut
    if (titled[0]!.length >= MAX_ITEMS) break;
  }
  const items: CompletionItem[] = [];
  let total = 0;
  for (let r = 0; r < 3; r++) {
    const group = byRank[r]!.sort((a, b) => byText(a.sortText ?? a.label, b.sortText ?? b.label));
    total += group.length + titled[r]!.length;
    for (const item of group) if (items.length < MAX_ITEMS) items.push(prefix ? { ...item, sortText: `${r}${item.sortText ?? item.label}` } : item);
    for (const t of titled[r]!) if (items.length < MAX_ITEMS) items.push({ label: t.title, kind: "reference", detail: `card ${t.id}`, sortText: `${prefix ? r : ""}6${t.title}` });
  }
  return { items, incomplete: total > items.length };
}

export function completion(ws: Workspace, file: string, offset: number): Completions {
  const vocab = ws.game(file);
  const card = ws.cardAt(file, offset);
  if (!card || !vocab || offset <= card.span.start || offset >= card.span.end) {
    const head: CompletionItem[] = vocab ? [] : Object.keys(ws.vocabularies).map((g) => ({ label: `game ${g}`, kind: "keyword", insertText: `game ${g}\nset \${1:1} "\${2:Set name}"\n`, snippet: true, sortText: "0" }));
    return { items: [...head, ...newCardItems(vocab, ws)], incomplete: false };
  }
  // the card starts with its `card` keyword, so no word runs across its start
  const prefix = /[\p{L}\p{N}'’-]*$/u.exec(ws.slice(file, Math.max(card.span.start, offset - 40), offset))![0].toLowerCase();
  // pronouns need the card's semantic check: skip it when the typed word can match none ("that …", "this …")
  const pronouns = mayName(prefix, vocab) ? pronounItems(ws, file, card, offset, vocab) : [];
  return best(prefix, [pronouns, vocabularyItems(vocab)], titleOrder(ws.titles()));
}
