import type { GameVocabulary, PhraseKind } from "../../runtime/core/vocabulary.ts";
import { tokenizeGroup } from "./match.ts";
import { parsePattern, type PItem } from "./patterns.ts";
import type { Tok } from "./tokens.ts";

/** A pattern's literal words in order, each with its alternatives (`card|cards`); slots are left out. */
type Literals = string[][];

const cache = new WeakMap<GameVocabulary, { kind: PhraseKind; id: string; pattern: string; literals: Literals }[]>();

function literalsOf(items: PItem[], out: Literals = []): Literals {
  for (const it of items) {
    if (it.t === "lit" && it.words[0] !== ",") out.push(it.words);
    else if (it.t === "opt" || it.t === "group") literalsOf(it.items, out);
  }
  return out;
}

function patterns(vocab: GameVocabulary) {
  let list = cache.get(vocab);
  if (!list) {
    list = vocab.phrases.flatMap((p) => p.patterns.map((pattern) => ({ kind: p.kind, id: p.id, pattern, literals: literalsOf(parsePattern(pattern, [], "")) })));
    cache.set(vocab, list);
  }
  return list;
}

/** The words written, groups opened (`heal (2)` → heal); numbers and strings fill slots, so they are left out. */
function writtenWords(toks: Tok[], from: number, to: number, out: string[] = []): string[] {
  for (let i = from; i < to; i++) {
    const t = toks[i]!;
    if (t.kind === "word" || t.kind === "poss") out.push(t.text);
    else if (t.kind === "group") {
      const inner = tokenizeGroup(t);
      writtenWords(inner, 0, inner.length, out);
    }
  }
  return out;
}

/** Length of the longest common subsequence of the written words and the pattern's literals. */
function common(words: string[], literals: Literals): number {
  let prev = new Array<number>(literals.length + 1).fill(0);
  for (const w of words) {
    const cur = [0];
    for (let j = 1; j <= literals.length; j++) cur[j] = literals[j - 1]!.includes(w) ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    prev = cur;
  }
  return prev[literals.length]!;
}

/**
 * The `n` patterns of `kinds` most like what was written at toks[from, to), best first (one per phrase): by the
 * words they share in order, relative to the words of both (Dice's coefficient over a word-level LCS).
 */
export function closestPatterns(vocab: GameVocabulary, kinds: PhraseKind[], toks: Tok[], from: number, to: number, n = 4): string[] {
  const words = writtenWords(toks, from, to);
  const best = new Map<string, { pattern: string; score: number; order: number }>();
  patterns(vocab).forEach((p, order) => {
    if (!kinds.includes(p.kind)) return;
    const shared = common(words, p.literals);
    if (!shared) return;
    const score = (2 * shared) / (words.length + p.literals.length);
    const key = `${p.kind}\u0000${p.id}`;
    if ((best.get(key)?.score ?? -1) < score) best.set(key, { pattern: p.pattern, score, order });
  });
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, n)
    .map((b) => b.pattern);
}
