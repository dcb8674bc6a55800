import type { GameVocabulary, ParamDecl, PhraseDecl, PhraseKind } from "../../runtime/core/vocabulary.ts";
import { wordTokens, type Tok } from "./tokens.ts";

/** One compiled pattern item (see docs/vocabulary-format.md). */
export type PItem =
  | { t: "lit"; words: string[] }
  | { t: "slot"; name: string; possessive: boolean }
  | { t: "opt"; items: PItem[]; slots: string[] }
  | { t: "group"; items: PItem[] };

export interface CompiledPattern {
  phrase: PhraseDecl;
  params: Map<string, ParamDecl>;
  items: PItem[];
  /** Index of the pattern within the phrase (0 = canonical). */
  index: number;
  /** Words every match contains (literals outside optional parts and groups): a clause without one is skipped. */
  required: string[];
  /** The first word of the phrase's canonical pattern, for messages (`'exert' needs a character`). */
  verb: string;
}

/** Patterns of one phrase kind, indexed by the key of the token they can start with. */
export interface PhraseTable {
  /** Patterns that can start with the key, followed by `anyFirst`. */
  byFirst: Map<string, CompiledPattern[]>;
  /** Patterns that can start with a slot (tried on every clause). */
  anyFirst: CompiledPattern[];
}

export interface CompiledVocabulary {
  tables: Map<PhraseKind, PhraseTable>;
  /** Problems in the vocabulary itself (bad pattern syntax, slots without params). */
  problems: string[];
  /** Every literal word of every pattern (for unknown-word detection). */
  literals: Set<string>;
  /** `before after` for each literal comma between two literal words of a pattern (`first, face down`): see commas.ts. */
  commaJoins: Set<string>;
  /** Each literal word written right before a literal `then` in a pattern (`is then`): see commas.ts. */
  thenJoins: Set<string>;
}

/** The key under which a token is looked up: its text for words and numbers, else `#kind`. */
export function tokKey(t: Tok): string {
  return t.kind === "word" || t.kind === "number" || t.kind === "poss" ? t.text : `#${t.kind}`;
}

export function parsePattern(pattern: string, problems: string[], where: string): PItem[] {
  // a comma is a literal of its own (`first, face down`)
  const re = /\{(\w+)\}('s|’s)?|\[|\]|\(|\)|,|[^\s[\](),]+/g;
  const stack: { close: string; items: PItem[]; t: "opt" | "group" }[] = [];
  let items: PItem[] = [];
  for (const m of pattern.matchAll(re)) {
    const s = m[0];
    if (m[1]) items.push({ t: "slot", name: m[1], possessive: !!m[2] });
    else if (s === "[" || s === "(") {
      stack.push({ close: s === "[" ? "]" : ")", items, t: s === "[" ? "opt" : "group" });
      items = [];
    } else if (s === "]" || s === ")") {
      const top = stack.pop();
      if (!top || top.close !== s) {
        problems.push(`${where}: unbalanced '${s}' in pattern '${pattern}'`);
        continue;
      }
      top.items.push(top.t === "opt" ? { t: "opt", items, slots: slotsOf(items) } : { t: "group", items });
      items = top.items;
    } else {
      const alts = s.split("|");
      const split = alts.map((a) => wordTokens(a));
      if (split.every((w) => w.length === 1)) items.push({ t: "lit", words: split.map((w) => w[0]!) });
      else if (alts.length === 1) for (const w of split[0]!) items.push({ t: "lit", words: [w] });
      else problems.push(`${where}: alternatives must be single words in '${pattern}'`);
    }
  }
  if (stack.length) problems.push(`${where}: unclosed '${stack[stack.length - 1]!.close === "]" ? "[" : "("}' in pattern '${pattern}'`);
  return items;
}

function slotsOf(items: PItem[]): string[] {
  const out: string[] = [];
  for (const it of items) {
    if (it.t === "slot") out.push(it.name);
    else if (it.t === "opt" || it.t === "group") out.push(...slotsOf(it.items));
  }
  return out;
}

function requiredWords(items: PItem[]): string[] {
  return items.flatMap((it) => (it.t === "lit" && it.words.length === 1 ? [it.words[0]!] : []));
}

/** Keys a pattern can start with; "*" when it can start with a slot (or be empty). */
export function firstKeys(items: PItem[]): Set<string> {
  const out = new Set<string>();
  for (const it of items) {
    if (it.t === "lit") {
      for (const w of it.words) out.add(w);
      return out;
    }
    if (it.t === "slot") {
      out.add("*");
      return out;
    }
    if (it.t === "group") {
      out.add("#group");
      return out;
    }
    for (const k of firstKeys(it.items)) if (k !== "*") out.add(k);
    if (!firstKeys(it.items).has("*")) continue;
    out.add("*");
    return out;
  }
  out.add("*");
  return out;
}

function collectSlots(items: PItem[], out: string[], lits: Set<string>): void {
  for (const it of items) {
    if (it.t === "slot") out.push(it.name);
    else if (it.t === "lit") for (const w of it.words) lits.add(w);
    else collectSlots(it.items, out, lits);
  }
}

const cache = new WeakMap<GameVocabulary, CompiledVocabulary>();

/** Compile the vocabulary's phrase patterns once (cached per vocabulary object). */
export function compileVocabulary(vocab: GameVocabulary): CompiledVocabulary {
  const hit = cache.get(vocab);
  if (hit) return hit;
  const tables = new Map<PhraseKind, PhraseTable>();
  const problems: string[] = [];
  const literals = new Set<string>();
  const ids = new Set<string>();
  for (const phrase of vocab.phrases) {
    if (ids.has(phrase.id)) problems.push(`phrase id '${phrase.id}' is declared twice`);
    ids.add(phrase.id);
    const params = new Map(phrase.params.map((p) => [p.name, p]));
    let table = tables.get(phrase.kind);
    if (!table) tables.set(phrase.kind, (table = { byFirst: new Map(), anyFirst: [] }));
    phrase.patterns.forEach((pattern, index) => {
      const items = parsePattern(pattern, problems, `phrase '${phrase.id}'`);
      const slots: string[] = [];
      collectSlots(items, slots, literals);
      for (const s of slots) if (!params.has(s)) problems.push(`phrase '${phrase.id}': slot {${s}} has no param`);
      const cp: CompiledPattern = { phrase, params, items, index, required: requiredWords(items), verb: phrase.patterns[0]!.split(" ")[0]! };
      for (const k of firstKeys(items)) {
        if (k === "*") table!.anyFirst.push(cp);
        else {
          const list = table!.byFirst.get(k) ?? [];
          list.push(cp);
          table!.byFirst.set(k, list);
        }
      }
    });
  }
  for (const table of tables.values()) for (const [k, list] of table.byFirst) table.byFirst.set(k, [...list, ...table.anyFirst]);
  const compiled = { tables, problems, literals, commaJoins: new Set<string>(), thenJoins: new Set<string>() };
  for (const phrase of vocab.phrases) for (const pattern of phrase.patterns) addCommaJoins(parsePattern(pattern, [], ""), compiled.commaJoins, compiled.thenJoins);
  cache.set(vocab, compiled);
  return compiled;
}

function addCommaJoins(items: PItem[], out: Set<string>, thenOut: Set<string>): void {
  items.forEach((it, k) => {
    const [before, after] = [items[k - 1], items[k + 1]];
    if (it.t === "lit" && it.words[0] === "," && before?.t === "lit" && after?.t === "lit") for (const b of before.words) for (const a of after.words) out.add(`${b} ${a}`);
    if (it.t === "lit" && it.words[0] === "then" && before?.t === "lit") for (const b of before.words) thenOut.add(b);
    if (it.t === "opt" || it.t === "group") addCommaJoins(it.items, out, thenOut);
  });
}

/** Candidate patterns of a kind for tokens starting at `from`. */
export function candidates(cv: CompiledVocabulary, kind: PhraseKind, toks: Tok[], from: number): CompiledPattern[] {
  const table = cv.tables.get(kind);
  if (!table) return [];
  const t = toks[from];
  return (t && table.byFirst.get(tokKey(t))) || table.anyFirst;
}
