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

/** Pronouns for the noun phrases chosen earlier in the sentence at `offset`, and `this <type>`. */
function pronounItems(ws: Workspace, file: string, card: CardNode, offset: number, vocab: GameVocabulary): CompletionItem[] {
  const sentence = card.sentences.filter((s) => s.span.start <= offset).at(-1);
  const from = sentence && offset <= sentence.span.end + 1 ? sentence.span.start : offset;
  const words = new Set<string>();
  for (const n of ws.index(file)) {
    if (n.kind !== "noun" || n.cardId !== card.id.text || n.span.start < from || n.span.end > offset) continue;
    const type = n.types?.length === 1 ? vocab.cardTypes.find((t) => t.id === n.types![0])?.word : undefined;
    if (type) words.add(`that ${type}`);
  }
  const items: CompletionItem[] = [...words].map((w) => ({ label: w, kind: "variable", detail: "the card chosen earlier in this ability", sortText: `0${w}` }));
  const self = card.kindLine?.groups[0]?.map((w) => w.text).find((w) => vocab.cardTypes.some((t) => t.word === w));
  if (self) items.push({ label: `this ${self}`, kind: "variable", detail: "this card", sortText: `3this` });
  return items;
}

export function completion(ws: Workspace, file: string, offset: number): CompletionItem[] {
  const tree = ws.tree(file);
  const vocab = ws.game(file);
  const card = tree?.cards.find((c) => c.span.start < offset && offset < c.span.end);
  if (!card || !vocab) {
    const head: CompletionItem[] = tree?.game ? [] : Object.keys(ws.vocabularies).map((g) => ({ label: `game ${g}`, kind: "keyword", insertText: `game ${g}\nset \${1:1} "\${2:Set name}"\n`, snippet: true, sortText: "0" }));
    return [...head, ...newCardItems(vocab, ws)];
  }
  const titles = new Map<string, CompletionItem>();
  for (const { card: c } of ws.cards()) {
    const title = c.title.value;
    if (!titles.has(title)) titles.set(title, { label: title, kind: "reference", detail: `card ${c.id.text}`, sortText: `6${title}` });
  }
  return [...pronounItems(ws, file, card, offset, vocab), ...vocabularyItems(vocab), ...titles.values()];
}
