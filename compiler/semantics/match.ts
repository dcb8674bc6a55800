import type { ParamDecl, PhraseKind } from "../../runtime/core/vocabulary.ts";
import type { PhraseCall } from "../ir/ir.ts";
import { NUMBER_WORDS, type Lexicon } from "./lexicon.ts";
import { candidates, type CompiledVocabulary, type PItem } from "./patterns.ts";
import type { Arg, Call, NP } from "./syntax-tree.ts";
import type { TitleIndex } from "./titles.ts";
import { spanOf, textOf, tokenize, wordTokens, type Tok } from "./tokens.ts";

export interface MatchContext {
  cv: CompiledVocabulary;
  lex: Lexicon;
  /** Titles of every checked card of the game. */
  titles: TitleIndex;
  /** The card being checked. */
  self: { title: string; type: string };
  /** Reading an `(or …)` alternative's words in place (alternatives.ts): `such` may follow a determiner. */
  such?: boolean;
  /** The card's memo tables (`newMatchMemo`), shared by the contexts derived from its own. */
  memo: MatchMemo;
}

interface Partial {
  end: number;
  args: Record<string, Arg>;
}

const MAX_DEPTH = 8;

/** Built once: the bundler writes a `\p{…}` literal as `new RegExp(…)`, which would run on every noun phrase. */
const CAPITALISED = /^\p{Lu}/u;

const PRONOUNS = [["he", "or", "she"], ["him", "or", "her"], ["he"], ["she"], ["him"], ["her"], ["it"], ["they"], ["them"]];
/** Pronouns for each card of a list written before (`spot A and B and neither is <state>, each is …`). */
export const GROUP_PRONOUNS = new Set(["each", "neither", "either"]);
const POSSESSIVE_PRONOUNS = [["his", "or", "her"], ["his"], ["her"], ["its"], ["their"]];

function wordAt(toks: Tok[], i: number): string | undefined {
  const t = toks[i];
  return t && (t.kind === "word" || t.kind === "number") ? t.text : undefined;
}

export function wordsAt(toks: Tok[], i: number, words: string[]): boolean {
  for (let k = 0; k < words.length; k++) {
    const t = toks[i + k];
    if (!t) return false;
    if (t.kind === "poss" ? words[k] !== "'s" : t.text !== words[k] || (t.kind !== "word" && t.kind !== "number")) return false;
  }
  return true;
}

/** Results per token array (one per clause), so backtracking never parses the same words twice. */
interface Memo {
  phrases: Map<PhraseKind, { end: number; call: Call }[][]>;
  /** Noun phrases by position, without and with a possessive `'s`. */
  nouns: [{ end: number; np: NP }[][], { end: number; np: NP }[][]];
  /** The same as the fillings of a `cards` slot. */
  nounArgs: [{ end: number; arg: Arg }[][], { end: number; arg: Arg }[][]];
  /** `phrases` as the fillings of a `phrase` slot. */
  phraseArgs: Map<PhraseKind, { end: number; arg: Arg }[][]>;
  /** The word keys of the clause (what pattern literals can match). */
  words?: Set<string>;
}

/**
 * The memo tables of one card, dropped with its context. Not a module-level WeakMap keyed by the token arrays: V8's
 * young-generation collections keep such a map's entries, so every card's dead tables reached the old generation
 * (some 270 MB for a 36,500-card file) and stayed there until a full collection.
 */
export type MatchMemo = Map<Tok[], Memo>;

export function newMatchMemo(): MatchMemo {
  return new Map();
}

function memoOf(ctx: MatchContext, toks: Tok[]): Memo {
  let m = ctx.memo.get(toks);
  if (!m) ctx.memo.set(toks, (m = { phrases: new Map(), nouns: [[], []], nounArgs: [[], []], phraseArgs: new Map() }));
  return m;
}

/** All matches of phrases of `kind` starting at `from` (any end when `to` is undefined). */
export function matchPhrases(ctx: MatchContext, kind: PhraseKind, toks: Tok[], from: number, to: number | undefined, depth = 0): { end: number; call: Call }[] {
  if (depth > MAX_DEPTH) return [];
  const m = memoOf(ctx, toks);
  let byPos = m.phrases.get(kind);
  if (!byPos) m.phrases.set(kind, (byPos = []));
  const all = (byPos[from] ??= matchAllPhrases(ctx, kind, toks, from, depth));
  // (callers only read the result, so the memo's own list serves when every match ends at `to`)
  return to === undefined || all.every((m) => m.end === to) ? all : all.filter((m) => m.end === to);
}

function matchAllPhrases(ctx: MatchContext, kind: PhraseKind, toks: Tok[], from: number, depth: number): { end: number; call: Call }[] {
  const out: { end: number; call: Call }[] = [];
  const words = wordsOf(memoOf(ctx, toks), toks);
  for (const cp of candidates(ctx.cv, kind, toks, from)) {
    if (!hasAll(words, cp.required)) continue;
    for (const p of matchItems(ctx, cp.items, 0, toks, from, NO_ARGS, cp.params, depth)) {
      if (p.end === from) continue;
      out.push({ end: p.end, call: { pattern: cp, args: p.args, span: spanOf(toks, from, p.end) } });
    }
  }
  return out;
}

function wordsOf(m: Memo, toks: Tok[]): Set<string> {
  if (!m.words) {
    m.words = new Set();
    for (const t of toks) if (t.kind === "word" || t.kind === "number" || t.kind === "poss") m.words.add(t.text);
  }
  return m.words;
}

function hasAll(words: Set<string>, required: string[]): boolean {
  for (const w of required) if (!words.has(w)) return false;
  return true;
}

const NO_MATCH: Partial[] = [];
/** The arguments before any slot is filled; a match gets its own object (most candidates fail, and need none). */
const NO_ARGS: Record<string, Arg> = Object.freeze({});

/** Add to `res` the matches of `items` from the k-th on, at token `i`. */
function matchRest(res: Partial[], ctx: MatchContext, items: PItem[], k: number, toks: Tok[], i: number, args: Record<string, Arg>, params: Map<string, ParamDecl>, depth: number): void {
  for (const p of matchItems(ctx, items, k, toks, i, args, params, depth)) res.push(p);
}

function matchItems(ctx: MatchContext, items: PItem[], k: number, toks: Tok[], i: number, args: Record<string, Arg>, params: Map<string, ParamDecl>, depth: number): Partial[] {
  // a run of literals needs no backtracking
  let it = items[k];
  while (it?.t === "lit") {
    const t = toks[i];
    if (!t) return NO_MATCH;
    const ok = t.kind === "poss" ? it.words.includes("'s") : (t.kind === "word" || t.kind === "number") && it.words.includes(t.text);
    if (!ok) return NO_MATCH;
    i++;
    it = items[++k];
  }
  if (!it) return [{ end: i, args: args === NO_ARGS ? {} : args }];
  const res: Partial[] = [];
  switch (it.t) {
    case "opt": {
      const without = { ...args };
      for (const s of it.slots) without[s] = null;
      matchRest(res, ctx, items, k + 1, toks, i, without, params, depth);
      for (const p of matchItems(ctx, it.items, 0, toks, i, args, params, depth)) matchRest(res, ctx, items, k + 1, toks, p.end, p.args, params, depth);
      return res;
    }
    case "group": {
      const t = toks[i];
      if (!t || t.kind !== "group" || t.group!.clauses.length !== 1) return NO_MATCH;
      const inner = tokenizeGroup(t);
      for (const p of matchItems(ctx, it.items, 0, inner, 0, args, params, depth)) if (p.end === inner.length) matchRest(res, ctx, items, k + 1, toks, i + 1, p.args, params, depth);
      return res;
    }
    case "slot": {
      const param = params.get(it.name);
      if (!param) return NO_MATCH;
      for (const f of fillSlot(ctx, param, it.possessive, toks, i, depth)) matchRest(res, ctx, items, k + 1, toks, f.end, { ...args, [it.name]: f.arg }, params, depth);
      return res;
    }
  }
}

const groupTokens = new WeakMap<object, Tok[]>();
export function tokenizeGroup(t: Tok): Tok[] {
  let toks = groupTokens.get(t.group!);
  if (!toks) groupTokens.set(t.group!, (toks = tokenize(t.group!.clauses[0]?.elements ?? [])));
  return toks;
}

function fillSlot(ctx: MatchContext, param: ParamDecl, possessive: boolean, toks: Tok[], i: number, depth: number): { end: number; arg: Arg }[] {
  const t = toks[i];
  const type = param.type;
  switch (type.kind) {
    case "cards": {
      const byPos = memoOf(ctx, toks).nounArgs[possessive ? 1 : 0];
      return (byPos[i] ??= parseNounPhrase(ctx, toks, i, possessive, depth).map((r) => ({ end: r.end, arg: { a: "np", np: r.np } })));
    }
    case "number":
    case "signed": {
      const base: { end: number; arg: Arg }[] = [];
      if (t && type.kind === "signed" && t.kind === "signed") base.push({ end: i + 1, arg: { a: "signed", value: t.value as number | "+X" | "-X", span: t.span } });
      if (t && type.kind === "number") {
        if (t.kind === "number") base.push({ end: i + 1, arg: { a: "num", value: t.value as number, span: t.span } });
        else if (t.kind === "word" && t.text === "x") base.push({ end: i + 1, arg: { a: "num", value: "X", span: t.span } });
        else if (t.kind === "word" && (t.text === "a" || t.text === "an")) base.push({ end: i + 1, arg: { a: "num", value: 1, span: t.span } });
        else if (t.kind === "word" && NUMBER_WORDS[t.text]) base.push({ end: i + 1, arg: { a: "num", value: NUMBER_WORDS[t.text]!, span: t.span } });
        for (const m of matchPhrases(ctx, "value", toks, i, undefined, depth + 1)) base.push({ end: m.end, arg: { a: "call", call: m.call } });
      }
      const out = [...base];
      for (const b of base) {
        if (wordAt(toks, b.end) === "for" && wordAt(toks, b.end + 1) === "each") {
          for (const r of parseNounPhrase(ctx, toks, b.end + 2, false, depth)) {
            out.push({ end: r.end, arg: { a: "per", per: b.arg, forEach: r.np, span: spanOf(toks, i, r.end) } });
            // `… for each <noun phrase> over N`: only the cards beyond the first N count
            const n = toks[r.end + 1];
            if (wordAt(toks, r.end) === "over" && n?.kind === "number") out.push({ end: r.end + 2, arg: { a: "per", per: b.arg, forEach: r.np, over: n.value as number, span: spanOf(toks, i, r.end + 2) } });
          }
        }
      }
      return out;
    }
    case "tokens":
      return t && t.kind === "tokens" ? [{ end: i + 1, arg: { a: "tokens", value: t.value as number | "X", span: t.span } }] : [];
    case "text":
      return t && t.kind === "string" ? [{ end: i + 1, arg: { a: "text", value: t.text, span: t.span } }] : [];
    case "player": {
      // `{who}'s`: the player's words then a possessive `'s`
      const at = ctx.lex.players.filter((p) => wordsAt(toks, i, p.words) && (!possessive || toks[i + p.words.length]?.kind === "poss"));
      const extra = possessive ? 1 : 0;
      return at.map((p) => ({ end: i + p.words.length + extra, arg: { a: "player", value: p.id, span: spanOf(toks, i, i + p.words.length) } }));
    }
    case "word":
      return wordList(ctx, type.of)
        .filter((e) => wordsAt(toks, i, e.words))
        .map((e) => ({ end: i + e.words.length, arg: { a: "word", value: e.id, span: spanOf(toks, i, i + e.words.length) } }));
    case "phrase": {
      if (depth + 1 > MAX_DEPTH) return []; // as `matchPhrases` answers, unremembered
      const memo = memoOf(ctx, toks).phraseArgs;
      let byPos = memo.get(type.phrase);
      if (!byPos) memo.set(type.phrase, (byPos = []));
      return (byPos[i] ??= matchPhrases(ctx, type.phrase, toks, i, undefined, depth + 1).map((m) => ({ end: m.end, arg: { a: "call", call: m.call } })));
    }
    case "list": {
      // `A and B and C` (a serial list `A, B, and C` reads so): every reading with two or more items
      const item = { ...param, type: type.item };
      const out: { end: number; arg: Arg }[] = [];
      const grow = (items: Arg[], end: number) => {
        if (items.length >= 2) out.push({ end, arg: { a: "list", items, span: spanOf(toks, i, end) } });
        if (wordAt(toks, end) !== type.conjunction) return;
        for (const f of fillSlot(ctx, item, false, toks, end + 1, depth)) grow([...items, f.arg], f.end);
      };
      for (const f of fillSlot(ctx, item, false, toks, i, depth)) grow([f.arg], f.end);
      return out;
    }
  }
}

const listCache = new WeakMap<object, Map<string, { words: string[]; id: string }[]>>();

/** Entries of a `word` parameter's list: built-in lists of the vocabulary, else `words[of]`. */
export function wordList(ctx: MatchContext, of: string): { words: string[]; id: string }[] {
  const v = ctx.lex.vocab;
  let m = listCache.get(v);
  if (!m) listCache.set(v, (m = new Map()));
  const hit = m.get(of);
  if (hit) return hit;
  const pick = (xs: { id: string; word: string }[]) => xs.map((x) => ({ words: wordTokens(x.word), id: x.id }));
  const builtIn: Record<string, () => { words: string[]; id: string }[]> = {
    timings: () => pick(v.timings),
    cultures: () => pick(v.cultures),
    races: () => pick(v.races),
    itemClasses: () => pick(v.itemClasses),
    keywords: () => pick(v.keywords),
    cardTypes: () => pick(v.cardTypes),
    sides: () => pick(v.sides),
  };
  const list = builtIn[of]?.() ?? (v.words[of] ?? []).map((w) => ({ words: wordTokens(w), id: w }));
  m.set(of, list);
  return list;
}

/** Every reading of a noun phrase starting at `i`, by end position. */
export function parseNounPhrase(ctx: MatchContext, toks: Tok[], i: number, possessive: boolean, depth: number): { end: number; np: NP }[] {
  const byPos = memoOf(ctx, toks).nouns[possessive ? 1 : 0];
  return (byPos[i] ??= parseNounPhraseAt(ctx, toks, i, possessive, depth));
}

function parseNounPhraseAt(ctx: MatchContext, toks: Tok[], i: number, possessive: boolean, depth: number): { end: number; np: NP }[] {
  const single = parseAlternative(ctx, toks, i, depth);
  for (const r of single) r.np.text ??= textOf(toks, i, r.end);
  if (possessive) {
    const out = single.filter((r) => toks[r.end]?.kind === "poss").map((r) => ({ end: r.end + 1, np: r.np }));
    for (const p of POSSESSIVE_PRONOUNS)
      if (wordsAt(toks, i, p)) out.push({ end: i + p.length, np: { np: "pronoun", word: p.join(" "), span: spanOf(toks, i, i + p.length), text: textOf(toks, i, i + p.length) } });
    return out;
  }
  const out = [...single];
  for (const r of single) {
    // `he or she` is one pronoun, not two alternatives
    if (wordAt(toks, r.end) !== "or" || r.np.np === "pronoun") continue;
    for (const rest of parseNounPhrase(ctx, toks, r.end + 1, false, depth)) {
      if (rest.np.np === "pronoun") continue;
      const alts = rest.np.np === "or" ? [r.np, ...rest.np.alternatives] : [r.np, rest.np];
      const types = unionTypes(alts.map((a) => ("types" in a ? a.types : null)));
      out.push({ end: rest.end, np: { np: "or", alternatives: alts, span: spanOf(toks, i, rest.end), types, text: textOf(toks, i, rest.end) } });
    }
  }
  // `either A or B`: the alternatives `A or B`, written with `either` (kept for the renderer)
  if (wordAt(toks, i) === "either") {
    for (const r of parseNounPhrase(ctx, toks, i + 1, false, depth)) {
      if (r.np.np === "or" && !r.np.conjunction) out.push({ end: r.end, np: { ...r.np, either: true, span: spanOf(toks, i, r.end), text: textOf(toks, i, r.end) } });
    }
  }
  // `each A and each B`: every card that is either. Only with `each` on every alternative, so that
  // `spot A and a B` stays a list of cards to spot and costs joined at `and` stay costs.
  for (const r of single) {
    if (wordAt(toks, r.end) !== "and" || !writtenEach(r.np)) continue;
    for (const rest of parseNounPhrase(ctx, toks, r.end + 1, false, depth)) {
      const tail = rest.np.np === "or" && rest.np.conjunction === "and" ? rest.np.alternatives : [rest.np];
      if (!tail.every(writtenEach)) continue;
      const alts = [r.np, ...tail];
      const types = unionTypes(alts.map((a) => ("types" in a ? a.types : null)));
      out.push({ end: rest.end, np: { np: "or", conjunction: "and", alternatives: alts, span: spanOf(toks, i, rest.end), types, text: textOf(toks, i, rest.end) } });
    }
  }
  // `each A, B, and C` (a serial list, three or more): the later nouns, written bare, share the first one's `each`
  for (const r of single) {
    if (wordAt(toks, r.end) !== "and" || !writtenEach(r.np)) continue;
    for (const chain of bareChain(ctx, toks, r.end + 1, depth)) {
      if (chain.alts.length < 2) continue;
      const alts = [r.np, ...chain.alts];
      const types = unionTypes(alts.map((a) => ("types" in a ? a.types : null)));
      out.push({ end: chain.end, np: { np: "or", conjunction: "and", alternatives: alts, span: spanOf(toks, i, chain.end), types, text: textOf(toks, i, chain.end) } });
    }
  }
  return out;
}

/** Noun phrases written without a determiner and joined by `and`, from `p`: every run of them. */
function bareChain(ctx: MatchContext, toks: Tok[], p: number, depth: number): { end: number; alts: NP[] }[] {
  const out: { end: number; alts: NP[] }[] = [];
  for (const a of parseAlternative(ctx, toks, p, depth)) {
    if (!writtenBare(a.np)) continue;
    a.np.text ??= textOf(toks, p, a.end);
    out.push({ end: a.end, alts: [a.np] });
    if (wordAt(toks, a.end) === "and") for (const rest of bareChain(ctx, toks, a.end + 1, depth)) out.push({ end: rest.end, alts: [a.np, ...rest.alts] });
  }
  return out;
}

function writtenEach(np: NP): boolean {
  return np.np === "filter" && np.determiner === "each";
}

function writtenBare(np: NP): boolean {
  return np.np === "filter" && np.determiner === "";
}

function unionTypes(list: (string[] | null)[]): string[] | null {
  if (list.some((l) => l === null)) return null;
  return [...new Set(list.flat() as string[])];
}

function intersect(a: string[] | null, b: string[] | null): string[] | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.filter((x) => b.includes(x));
}

function descriptorsAt(ctx: MatchContext, toks: Tok[], i: number) {
  const t = toks[i];
  if (!t) return [];
  const key = t.kind === "icon" ? `[${t.text}]` : t.kind === "word" ? t.text : undefined;
  if (key === undefined) return [];
  const list = ctx.lex.descriptors.get(key) ?? [];
  return list.filter((d) => (t.kind === "icon" ? d.words.length === 1 : wordsAt(toks, i, d.words)));
}

function parseAlternative(ctx: MatchContext, toks: Tok[], i: number, depth: number): { end: number; np: NP }[] {
  const out: { end: number; np: NP }[] = [];
  const t = toks[i];
  if (!t) return out;
  for (const p of PRONOUNS) if (wordsAt(toks, i, p)) out.push({ end: i + p.length, np: { np: "pronoun", word: p.join(" "), span: spanOf(toks, i, i + p.length) } });
  // `each`, `neither`, `either` standing alone before a verb (`neither is <state>`): the cards of a list written before
  const w0 = wordAt(toks, i);
  if (w0 && GROUP_PRONOUNS.has(w0) && (wordAt(toks, i + 1) === "is" || wordAt(toks, i + 1) === "are")) out.push({ end: i + 1, np: { np: "pronoun", word: w0, span: t.span } });
  for (const r of ctx.lex.refs) if (wordsAt(toks, i, r.words)) out.push({ end: i + r.words.length, np: { np: "named", id: r.id, span: spanOf(toks, i, i + r.words.length) } });
  // a fixed name (a vocabulary `refs` entry) wins over reading its words as a noun phrase; it may take qualifiers
  // (`<name> <qualifier>`: that card, when the qualifier holds)
  if (out.some((r) => r.np.np === "named")) {
    for (const r of [...out]) {
      if (r.np.np !== "named") continue;
      const written = textOf(toks, i, r.end);
      const term = { term: { op: "ref", args: { ref: { ref: r.np.id, written } } } as PhraseCall, span: r.np.span, types: null };
      qualify(ctx, toks, i, r.end, { np: "filter", quantifier: "a", determiner: "", terms: [term], plural: false, head: "", types: null, span: r.np.span }, depth, out);
    }
    return out;
  }
  const w = wordAt(toks, i);
  if (w === "that" || w === "this") {
    for (const d of descriptorsAt(ctx, toks, i + 1)) {
      const end = i + 1 + d.words.length;
      const span = spanOf(toks, i, end);
      out.push({ end, np: w === "that" ? { np: "that", head: d.head, types: d.types, span } : { np: "self", types: d.types, span, written: d.singular } });
    }
    return out;
  }
  if (t.kind === "string") {
    const title = ctx.titles.byTitle.get(t.text);
    out.push(...titleNP(ctx, toks, i, i + 1, t.text, title?.type ?? null));
    return out;
  }
  // a title written from a capitalised word (`The Tower`) is that card, not a noun phrase of the same words
  const titleEnds = new Set<number>();
  if (t.kind === "word" && CAPITALISED.test(t.raw)) {
    for (const e of titlesAt(ctx, toks, i)) {
      titleEnds.add(i + e.words.length);
      for (const r of titleNP(ctx, toks, i, i + e.words.length, e.title, e.type)) {
        out.push(r);
        // `<Title> <qualifier>`: that card when the qualifier holds
        if (r.np.np === "filter") qualify(ctx, toks, i, r.end, { ...r.np, determiner: r.np.determiner ?? "" }, depth, out);
      }
    }
  }
  const titled = titleEnds.size > 0;
  const titles = out.length;
  const articleTitles = titled ? [] : articleTitleNPs(ctx, toks, i);
  // determiners
  let pos = i;
  let quantifier: "a" | "every" | "the" | "count" | null = null;
  let count: number | "X" | undefined;
  let written = "";
  const pre: { term: PhraseCall; span: typeof t.span }[] = [];
  if (wordsAt(toks, pos, ["an", "opponent", "'s"])) {
    pre.push({ term: { op: "controller", args: { player: "opponent" } }, span: spanOf(toks, pos, pos + 3) });
    pos += 3;
  } else if (wordsAt(toks, pos, ["opponent", "'s"])) {
    // printed without its article (`spot opponent's <noun>`): rendered as written
    pre.push({ term: { op: "controller", args: { player: "opponent", written: "opponent's" } }, span: spanOf(toks, pos, pos + 2) });
    pos += 2;
  } else {
    const d = wordAt(toks, pos);
    const tk = toks[pos]!;
    if (d === "a" || d === "an" || d === "any") (quantifier = "a"), (written = d), pos++;
    else if (d === "another") {
      written = d;
      quantifier = "a";
      pre.push({ term: { op: "other", args: {} }, span: tk.span });
      pos++;
    } else if (d === "every" || d === "each" || d === "all") (quantifier = "every"), (written = d), pos++;
    else if (d === "the") (quantifier = "the"), pos++;
    else if (tk.kind === "number") (quantifier = "count"), (count = tk.value as number), pos++;
    else if (d === "x") (quantifier = "count"), (count = "X"), pos++;
    else if (d && NUMBER_WORDS[d] && d !== "one") (quantifier = "count"), (count = NUMBER_WORDS[d]), pos++;
  }
  if (wordAt(toks, pos) === "other") {
    pre.push({ term: { op: "other", args: {} }, span: toks[pos]!.span });
    pos++;
  }
  // `(or all such <noun>s if …)`: the kinds the words it stands in for name (alternative-such.ts fills them in)
  if (ctx.such && wordAt(toks, pos) === "such") {
    pre.push({ term: { op: "such", args: {} }, span: toks[pos]!.span });
    pos++;
  }
  if (wordAt(toks, pos) === "your") {
    pre.push({ term: { op: "controller", args: { player: "you" } }, span: toks[pos]!.span });
    pos++;
  }
  // `unique`, the kind line's word, also qualifies a noun (`each unique <noun>`)
  if (wordAt(toks, pos) === "unique") {
    pre.push({ term: { op: "unique", args: {} }, span: toks[pos]!.span });
    pos++;
  }
  if (titled && pos === i) return out;
  const walk = (p: number, terms: NonNullable<Extract<NP, { np: "filter" }>["terms"]>, types: string[] | null, last: { plural: boolean; head: string } | null) => {
    for (const d of descriptorsAt(ctx, toks, p)) {
      const end = p + d.words.length;
      const nterms = [...terms, { term: d.term, span: spanOf(toks, p, end), types: d.types }];
      const ntypes = intersect(types, d.types);
      // an invariable noun (`sheep`) is plural after a determiner that asks for one (`all sheep`, `2 sheep`)
      const plural = d.invariable ? written === "all" || (quantifier === "count" && count !== 1) : d.plural;
      const head = { plural, head: d.head };
      // a culture or side word only qualifies a noun (`a [culture] <noun>`), it is never the noun itself,
      // except before `or`, where it shares the next alternative's noun (`a [red] or [blue] condition`)
      if ((d.term.op !== "culture" && d.term.op !== "side") || wordAt(toks, end) === "or") emit(end, nterms, ntypes, head);
      walk(end, nterms, ntypes, head);
    }
  };
  const emit = (end: number, terms: NonNullable<Extract<NP, { np: "filter" }>["terms"]>, types: string[] | null, last: { plural: boolean; head: string }) => {
    // the title's words are the title, qualified or not (`The Tower bearing …` is not a tower bearing …)
    if (titleEnds.has(end)) return;
    const q = quantifier ?? (last.plural ? "every" : "a");
    // keep the determiner as written when the renderer's default (a/an, every, none for plurals) would differ
    const usual = q === "a" ? written === "a" || written === "an" : q === "every" ? written === (last.plural ? "" : "every") : true;
    const determiner = usual ? undefined : written;
    const np: NP = { np: "filter", quantifier: q, count, determiner, terms, plural: last.plural, head: last.head, types, span: spanOf(toks, i, end) };
    out.push({ end, np });
    qualifiers(end, np);
  };
  const qualifiers = (p: number, np: Extract<NP, { np: "filter" }>) => {
    if (depth > MAX_DEPTH) return;
    for (const m of matchPhrases(ctx, "filter", toks, p, undefined, depth + 1)) {
      const next: NP = { ...np, terms: [...np.terms, { term: m.call, span: m.call.span }], span: spanOf(toks, i, m.end) };
      out.push({ end: m.end, np: next });
      qualifiers(m.end, next);
    }
  };
  const preTerms = pre.map((x) => ({ term: x.term, span: x.span }));
  walk(pos, preTerms, null, null);
  if (titled) return out.filter((r, k) => k < titles || !titleEnds.has(r.end));
  // a descriptor reading of the same words (`the Guard` with a noun guard) keeps its priority over a title
  for (const r of articleTitles) if (!out.some((o) => o.end === r.end)) out.push(r);
  return out;
}

/** Readings of a noun phrase ending at `p` followed by qualifier phrases, added to `out`. */
function qualify(ctx: MatchContext, toks: Tok[], i: number, p: number, np: Extract<NP, { np: "filter" }>, depth: number, out: { end: number; np: NP }[]): void {
  if (depth > MAX_DEPTH) return;
  for (const m of matchPhrases(ctx, "filter", toks, p, undefined, depth + 1)) {
    const next: NP = { ...np, terms: [...np.terms, { term: m.call, span: m.call.span }], span: spanOf(toks, i, m.end) };
    out.push({ end: m.end, np: next });
    qualify(ctx, toks, i, m.end, next, depth, out);
  }
}

function titlesAt(ctx: MatchContext, toks: Tok[], i: number) {
  return ctx.titles.matchesAt((k) => (toks[i + k]?.kind === "poss" ? "'s" : wordAt(toks, i + k)));
}

/**
 * `the <Title>`, `a <Title>`, `an <Title>` (`the Tower`, `the "Old Mill"`, `an Old Mill`): a title with the
 * article it is printed with (`a`: any card of that title).
 */
function articleTitleNPs(ctx: MatchContext, toks: Tok[], i: number): { end: number; np: NP }[] {
  const next = toks[i + 1];
  const article = wordAt(toks, i);
  if ((article !== "the" && article !== "a" && article !== "an") || !next) return [];
  if (next.kind === "string") return titleNP(ctx, toks, i, i + 2, next.text, ctx.titles.byTitle.get(next.text)?.type ?? null, article);
  if (next.kind !== "word" || !CAPITALISED.test(next.raw)) return [];
  return titlesAt(ctx, toks, i + 1).flatMap((e) => titleNP(ctx, toks, i, i + 1 + e.words.length, e.title, e.type, article));
}

function titleNP(ctx: MatchContext, toks: Tok[], i: number, end: number, title: string, type: string | null, determiner?: string): { end: number; np: NP }[] {
  const span = spanOf(toks, i, end);
  // `a <own title>` is any card of that title, not this one
  if (title === ctx.self.title && determiner !== "a" && determiner !== "an") return [{ end, np: { np: "self", types: ctx.self.type ? [ctx.self.type] : null, span, written: title } }];
  const np: NP = { np: "filter", quantifier: "a", terms: [{ term: { op: "title", args: { title } }, span, types: type ? [type] : null }], plural: false, head: title.toLowerCase(), types: type ? [type] : null, span };
  if (determiner) np.determiner = determiner;
  return [{ end, np }];
}
