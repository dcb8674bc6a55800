/**
 * Hover on a word the vocabulary knows, wherever it is written (kind line, stat line, a sentence that does not
 * check yet): what kind of word it is and what the game says of it; on an unknown word, the nearest known words.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import { lexicon } from "../../semantics/lexicon.ts";
import { compileVocabulary } from "../../semantics/patterns.ts";
import { editDistance } from "../../semantics/suggest.ts";
import { phraseDoc } from "./describe.ts";

/** One meaning of a written word (several words may share a spelling: a race and a culture). */
interface Meaning {
  written: string;
  markdown: string;
}

const typeWords = (vocab: GameVocabulary, ids: readonly string[] | null | undefined) => (ids ? ids.map((id) => vocab.cardTypes.find((t) => t.id === id)?.word ?? id).join(", ") : "any card");

function meanings(vocab: GameVocabulary): Map<string, Meaning[]> {
  const out = new Map<string, Meaning[]>();
  const add = (written: string | undefined, markdown: string) => {
    if (!written) return;
    const key = written.toLowerCase().replace(/’/g, "'");
    const list = out.get(key) ?? out.set(key, []).get(key)!;
    if (!list.some((m) => m.markdown === markdown)) list.push({ written, markdown });
  };
  const line = (kind: string, word: string, ...parts: (string | undefined | false)[]) => [`*${kind}* **${word}**`, ...parts.filter(Boolean)].join("\n\n");
  for (const t of vocab.cardTypes) {
    const stats = [`required stats: ${t.stats.required.join(", ") || "none"}`, `optional: ${t.stats.optional.filter((n) => !t.stats.required.includes(n)).join(", ") || "none"}`].join("; ");
    const rules = [t.needsCulture && "needs a culture", t.needsTiming && "every ability needs a timing word", t.second && t.second !== "either" && (t.second === "none" ? "no race or item class" : `takes ${t.second === "race" ? "a race" : "an item class"}`)].filter(Boolean).join("; ");
    const md = line("card type", t.word, stats, rules);
    add(t.word, md);
    add(t.plural ?? `${t.word}s`, md);
  }
  for (const c of vocab.cultures) {
    const md = line("culture", c.word, `side: ${vocab.sides.find((s) => s.id === c.side)?.word ?? c.side}; icon \`[${c.icon}]\``);
    add(c.word, md);
    add(`[${c.icon}]`, md);
  }
  for (const r of vocab.races) {
    const md = line("race", r.word, r.doc, `side: ${vocab.sides.find((s) => s.id === r.side)?.word ?? r.side}; denotes ${typeWords(vocab, r.types)}`);
    add(r.word, md);
    add(r.plural ?? `${r.word}s`, md);
  }
  for (const c of vocab.itemClasses) add(c.word, line("item class", c.word, c.doc, `denotes ${typeWords(vocab, c.types)}`));
  for (const k of vocab.keywords) add(k.word, line("keyword", k.word, k.doc, [k.value && `takes a value (\`${k.word} +1\`)`, k.stats?.length && `takes ${k.stats.join(", ")}`, k.types && `on ${typeWords(vocab, k.types)}`].filter(Boolean).join("; ")));
  for (const t of vocab.timings) add(t.word, line("timing", t.word, t.doc, t.response && `a response: \`${t.word}: if <trigger>, …\``, t.defaultDuration && `lasting effects end at ${t.defaultDuration}`));
  for (const s of vocab.stats) {
    const on = vocab.cardTypes.filter((t) => t.stats.required.includes(s.name) || t.stats.optional.includes(s.name)).map((t) => `${t.word}${t.stats.required.includes(s.name) ? " (required)" : ""}`);
    const values = s.words ? `one of ${s.words.join(", ")}` : s.of ? `words of ${s.of}` : [s.value, s.min !== undefined && `from ${s.min}`, s.max !== undefined && `to ${s.max}`].filter(Boolean).join(" ");
    add(s.name, line("stat", s.name, s.doc, `value: ${values}`, on.length > 0 && `on ${on.join(", ")}`));
  }
  for (const [noun, n] of Object.entries(vocab.nouns)) {
    const md = line("noun", noun, n.doc, `denotes ${typeWords(vocab, n.types)}`);
    add(noun, md);
    add(n.plural ?? `${noun}s`, md);
  }
  for (const s of vocab.sides) add(s.word, line("side", s.word));
  for (const r of vocab.refs ?? []) add(r.word, line("named card", r.word, r.doc, `denotes ${typeWords(vocab, r.types)}`, r.on && `only on ${typeWords(vocab, r.on)}`));
  for (const p of vocab.players ?? []) add(p.word, line("player", p.word, p.doc));
  return out;
}

const meaningCache = new WeakMap<GameVocabulary, Map<string, Meaning[]>>();
const firstWordCache = new WeakMap<GameVocabulary, Map<string, string[]>>();

/** Phrase ids by the first literal word of their canonical pattern: `exert` → the phrases it begins. */
function phrasesByFirstWord(vocab: GameVocabulary): Map<string, string[]> {
  let out = firstWordCache.get(vocab);
  if (out) return out;
  out = new Map();
  for (const table of compileVocabulary(vocab).tables.values()) {
    for (const [first, list] of table.byFirst) for (const cp of list) if (cp.index === 0 && !first.startsWith("#")) (out.get(first) ?? out.set(first, []).get(first)!).push(cp.phrase.id);
  }
  for (const [k, ids] of out) out.set(k, [...new Set(ids)]);
  firstWordCache.set(vocab, out);
  return out;
}

/** The word at `offset` of `text`, with the words around it (for entries of several words). */
function wordsAround(text: string, offset: number): { start: number; end: number; words: { start: number; end: number }[]; k: number } | undefined {
  const isWord = (c: string | undefined) => !!c && /[\p{L}\p{N}'’\-[\]]/u.test(c);
  let start = offset;
  let end = offset;
  while (start > 0 && isWord(text[start - 1])) start--;
  while (end < text.length && isWord(text[end])) end++;
  if (start === end) return undefined;
  const lineStart = Math.max(text.lastIndexOf("\n", start - 1) + 1, 0);
  const lineEnd = text.indexOf("\n", end) < 0 ? text.length : text.indexOf("\n", end);
  const words = [...text.slice(lineStart, lineEnd).matchAll(/[\p{L}\p{N}'’\-[\]]+/gu)].map((m) => ({ start: lineStart + m.index!, end: lineStart + m.index! + m[0].length }));
  const k = words.findIndex((w) => w.start === start);
  return k < 0 ? undefined : { start, end, words, k };
}

export interface WordHover {
  contents: string;
  start: number;
  end: number;
}

/** Nearest known words by edit distance: at most `n`, within a third of the word's length (at least 2). */
export function nearestWords(word: string, candidates: Iterable<string>, n = 3): string[] {
  const w = word.toLowerCase();
  const max = Math.max(2, Math.floor(w.length / 3));
  const scored: [number, string][] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    const lower = c.toLowerCase();
    if (seen.has(lower) || Math.abs(lower.length - w.length) > max) continue;
    seen.add(lower);
    const d = editDistance(w, lower, max);
    if (d <= max && d > 0) scored.push([d, c]);
  }
  return scored.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)).slice(0, n).map(([, c]) => c);
}

/**
 * What the vocabulary says of the word at `offset` (the longest entry of up to four words covering it), the phrases
 * it begins, or — for a word nothing knows (`titleWords`: the words of the workspace's titles) — a did-you-mean.
 */
export function wordHover(vocab: GameVocabulary, text: string, offset: number, titleWords: ReadonlySet<string>, titles: readonly string[]): WordHover | undefined {
  const at = wordsAround(text, offset);
  if (!at) return undefined;
  let table = meaningCache.get(vocab);
  if (!table) meaningCache.set(vocab, (table = meanings(vocab)));
  for (let size = 4; size >= 1; size--) {
    for (let from = Math.max(0, at.k - size + 1); from <= at.k; from++) {
      const to = from + size - 1;
      if (to >= at.words.length) continue;
      const start = at.words[from]!.start;
      const end = at.words[to]!.end;
      const found = table.get(text.slice(start, end).replace(/\s+/g, " ").toLowerCase().replace(/’/g, "'"));
      if (found) return { contents: found.map((m) => m.markdown).join("\n\n---\n\n"), start, end };
    }
  }
  const written = text.slice(at.start, at.end);
  const word = written.toLowerCase().replace(/’/g, "'").replace(/'s$/, "");
  const phrases = phrasesByFirstWord(vocab).get(word);
  if (phrases?.length) {
    const docs = phrases.slice(0, 4).map((id) => phraseDoc(vocab.phrases.find((p) => p.id === id)!, false));
    const more = phrases.length > 4 ? `\n\n…and ${phrases.length - 4} more phrases beginning with '${word}'` : "";
    return { contents: docs.join("\n\n---\n\n") + more, start: at.start, end: at.end };
  }
  if (/^[\d+\-x]/i.test(word) || /^\[/.test(word) || lexicon(vocab).known.has(word) || titleWords.has(word)) return undefined;
  const near = nearestWords(written, [...lexicon(vocab).suggestions, ...titles]);
  const contents = `unknown word '${written}'${near.length ? `; did you mean ${near.map((w) => `'${w}'`).join(", ")}?` : ` (no word of ${vocab.title} is close)`}`;
  return { contents, start: at.start, end: at.end };
}
