/**
 * Completion: outside a card, a new-card snippet per card type; inside one, timing words, phrase
 * snippets, card titles of the workspace, cultures, races, keywords and the pronouns bound so far.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import type { CardNode } from "../../syntax/ast.ts";
import { phraseSignature } from "./describe.ts";
import { newCardSnippet, patternSnippet } from "./snippets.ts";
import type { Workspace } from "./workspace.ts";

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

/** Words that can head a noun phrase: card types, races, item classes and noun types. */
function nounWords(vocab: GameVocabulary): Set<string> {
  return new Set([...vocab.cardTypes.map((t) => t.word), ...vocab.races.map((r) => r.word), ...vocab.itemClasses.map((c) => c.word), ...Object.keys(vocab.nouns)].map((w) => w.toLowerCase()));
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

/** At most this many card titles are offered; more typed letters narrow them (the list is then incomplete). */
const MAX_TITLES = 100;

export interface Completions {
  items: CompletionItem[];
  /** Some card titles were left out: ask again as the word grows. */
  incomplete: boolean;
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
  const titles = new Map<string, CompletionItem>();
  let incomplete = false;
  for (const { id, title, words } of ws.titles()) {
    if (titles.has(title) || (prefix && !words.some((w) => w.startsWith(prefix)))) continue;
    if (titles.size >= MAX_TITLES) {
      incomplete = true;
      break;
    }
    titles.set(title, { label: title, kind: "reference", detail: `card ${id}`, sortText: `6${title}` });
  }
  return { items: [...pronounItems(ws, file, card, offset, vocab), ...vocabularyItems(vocab), ...titles.values()], incomplete };
}
