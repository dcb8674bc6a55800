/**
 * Completion's reading of an unfinished clause: which patterns of the vocabulary the words written so far can
 * begin, and what each expects next — a literal word, a slot's value, or more of the slot being written.
 * Looser than the checker (a card slot takes any run of known words), since the clause is not finished.
 */
import type { GameVocabulary, ParamDecl, PhraseKind } from "../../../runtime/core/vocabulary.ts";
import { lexicon, NUMBER_WORDS } from "../../semantics/lexicon.ts";
import { compileVocabulary, type CompiledPattern, type PItem } from "../../semantics/patterns.ts";
import type { CTok } from "./completion-context.ts";
import { wordEntries, type Flat } from "./snippets.ts";


export interface Expectation {
  pattern: CompiledPattern;
  /** The reading (one of `variants`) and where in it the clause ends. */
  flat: Flat[];
  at: number;
  /** The items still to write, from the one expected next: `flat.slice(at)`. */
  rest: Flat[];
  /** The slot being written (rest[0]) and its words so far. */
  inSlot?: CTok[];
  /** Literal words of the pattern the clause matched: more is a better reading. */
  literals: number;
}

const MAX_VARIANTS = 16;
/** How many words a slot of several words may take while its clause is being written. */
const MAX_SLOT_WORDS = 10;

const variantCache = new WeakMap<CompiledPattern, Flat[][]>();

/** The pattern's readings, each optional part in or out. */
export function variants(cp: CompiledPattern): Flat[][] {
  let out = variantCache.get(cp);
  if (out) return out;
  const expand = (items: readonly PItem[]): Flat[][] => {
    let acc: Flat[][] = [[]];
    for (const it of items) {
      let options: Flat[][];
      if (it.t === "lit") options = [[it]];
      else if (it.t === "slot") {
        const param = cp.params.get(it.name);
        options = param ? [[{ t: "slot", name: it.name, param }, ...(it.possessive ? [{ t: "lit" as const, words: ["'s"] }] : [])]] : [[]];
      } else if (it.t === "group") options = expand(it.items).map((inner) => [{ t: "lit", words: ["("] }, ...inner, { t: "lit", words: [")"] }]);
      else options = [[], ...expand(it.items)];
      acc = acc.flatMap((a) => options.map((o) => [...a, ...o])).slice(0, MAX_VARIANTS);
    }
    return acc;
  };
  variantCache.set(cp, (out = expand(cp.items)));
  return out;
}

const patternCache = new WeakMap<GameVocabulary, Map<string, CompiledPattern[]>>();

/** Every compiled pattern of these kinds. */
export function patternsOf(vocab: GameVocabulary, kinds: readonly PhraseKind[]): CompiledPattern[] {
  let byKinds = patternCache.get(vocab);
  if (!byKinds) patternCache.set(vocab, (byKinds = new Map()));
  const key = kinds.join(",");
  const hit = byKinds.get(key);
  if (hit) return hit;
  const cv = compileVocabulary(vocab);
  const out = new Set<CompiledPattern>();
  for (const kind of kinds) {
    const table = cv.tables.get(kind);
    if (!table) continue;
    for (const list of table.byFirst.values()) for (const cp of list) out.add(cp);
    for (const cp of table.anyFirst) out.add(cp);
  }
  const list = [...out];
  byKinds.set(key, list);
  return list;
}

const isNumber = (t: CTok) => t.kind === "number" || (t.kind === "word" && (t.text === "x" || t.text === "a" || t.text === "an" || t.text in NUMBER_WORDS));

/** Multi-word entries a slot takes (players, word lists), as token texts. */
function entries(param: ParamDecl, vocab: GameVocabulary): string[][] | undefined {
  const t = param.type;
  if (t.kind === "player") return lexicon(vocab).players.map((p) => p.words);
  if (t.kind === "word") return wordEntries(t.of, vocab).map((e) => e.toLowerCase().split(/\s+/));
  return undefined;
}

/** Core words that begin a noun phrase: determiners and pronouns (docs/vocabulary-format.md). */
const NOUN_PHRASE_START = new Set(["a", "an", "any", "another", "other", "every", "each", "all", "the", "this", "that", "your", "he", "she", "him", "her", "it", "they", "them", "his", "its", "their", "up", "x", "card", "cards", ...Object.keys(NUMBER_WORDS)]);

const startWords = new WeakMap<GameVocabulary, Set<string>>();

/** Words a noun phrase of the game may begin with: the core's, and the first words of its nouns, adjectives and names. */
function nounPhraseStarts(vocab: GameVocabulary): Set<string> {
  let words = startWords.get(vocab);
  if (words) return words;
  const lex = lexicon(vocab);
  words = new Set([...NOUN_PHRASE_START, ...lex.descriptors.keys(), ...lex.refs.map((r) => r.words[0]!), ...lex.players.map((p) => p.words[0]!)]);
  startWords.set(vocab, words);
  return words;
}

/** A word a card slot may hold (at its start: one a noun phrase begins with), a number, an icon, a title's word. */
function cardWord(t: CTok, first: boolean, vocab: GameVocabulary, titleWords: Set<string>): boolean {
  if (t.kind === "punct") return false;
  if (t.kind !== "word") return true;
  return titleWords.has(t.text) || (first ? nounPhraseStarts(vocab) : lexicon(vocab).known).has(t.text);
}

/**
 * Where a slot starting at `i` may end: `ends` complete values, `open` when the words to the end of the clause
 * may be the start of a longer value.
 */
function slotReach(param: ParamDecl, toks: CTok[], i: number, vocab: GameVocabulary, titleWords: Set<string>): { ends: number[]; open: boolean } {
  const t = param.type;
  const tok = toks[i];
  const single = (ok: boolean) => ({ ends: ok ? [i + 1] : [], open: false });
  switch (t.kind) {
    case "number":
      return single(!!tok && isNumber(tok));
    case "signed":
      return single(tok?.kind === "signed");
    case "tokens":
      return single(tok?.kind === "tokens");
    case "text":
      return single(tok?.kind === "string");
    case "player":
    case "word": {
      const ends: number[] = [];
      let open = false;
      for (const e of entries(param, vocab) ?? []) {
        const n = Math.min(e.length, toks.length - i);
        if (!e.slice(0, n).every((w, k) => toks[i + k]!.text === w)) continue;
        if (n === e.length) ends.push(i + n);
        else open = true;
      }
      return { ends, open };
    }
    default: {
      const ends: number[] = [];
      for (let j = i; j < toks.length && j < i + MAX_SLOT_WORDS; j++) {
        if ((t.kind === "cards" || t.kind === "list") && !cardWord(toks[j]!, j === i, vocab, titleWords)) break;
        if (toks[j]!.kind === "punct" && t.kind !== "phrase") break;
        ends.push(j + 1);
      }
      return { ends, open: true };
    }
  }
}

function literalMatches(it: Flat & { t: "lit" }, tok: CTok | undefined): boolean {
  return !!tok && it.words.includes(tok.text);
}

/** What each pattern of `kinds` expects after the clause's words `toks`. */
export function expectations(vocab: GameVocabulary, kinds: readonly PhraseKind[], toks: CTok[], titleWords: Set<string>): Expectation[] {
  const out: Expectation[] = [];
  for (const cp of patternsOf(vocab, kinds)) {
    for (const flat of variants(cp)) {
      const seen = new Set<string>();
      const walk = (k: number, i: number, literals: number) => {
        const key = `${k}:${i}`;
        if (seen.has(key)) return;
        seen.add(key);
        if (i === toks.length) {
          if (k < flat.length) out.push({ pattern: cp, flat, at: k, rest: flat.slice(k), literals });
          return;
        }
        const it = flat[k];
        if (!it) return;
        if (it.t === "lit") {
          if (literalMatches(it, toks[i])) walk(k + 1, i + 1, literals + 1);
          return;
        }
        const reach = slotReach(it.param, toks, i, vocab, titleWords);
        for (const end of reach.ends) walk(k + 1, end, literals);
        if (reach.open && (reach.ends.at(-1) === toks.length || it.param.type.kind === "player" || it.param.type.kind === "word")) out.push({ pattern: cp, flat, at: k, rest: flat.slice(k), inSlot: toks.slice(i), literals });
      };
      walk(0, 0, 0);
    }
  }
  // of the readings of one pattern that matched as much, the one with the fewest optional parts left to write
  const unique = new Map<string, Expectation>();
  for (const e of out) {
    const key = `${e.pattern.phrase.id}\u0000${e.pattern.index}\u0000${e.inSlot?.length ?? -1}\u0000${e.literals}`;
    const had = unique.get(key);
    if (!had || e.rest.length < had.rest.length) unique.set(key, e);
  }
  return [...unique.values()];
}
