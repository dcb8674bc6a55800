/**
 * The items completion offers at each place (completion-context.ts), all made from the vocabulary: header words
 * that fit the card type, sentence openers, phrases with readable labels and snippets, and a slot's values.
 */
import type { CardTypeDecl, GameVocabulary, ParamDecl, PhraseKind } from "../../../runtime/core/vocabulary.ts";
import { lexicon, nounTypes } from "../../semantics/lexicon.ts";
import type { CompiledPattern } from "../../semantics/patterns.ts";
import { statWordList } from "../../render/stat-values.ts";
import type { CTok, SentencePlace } from "./completion-context.ts";
import { expectations, variants, patternsOf, type Expectation } from "./completion-match.ts";
import { phraseSignature } from "./describe.ts";
import { article, patternText, statPlaceholder, wordEntries, writtenWords, type Flat } from "./snippets.ts";

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
  /** What an editor filters the item by, when not its label. */
  filterText?: string;
}

/** Sort groups: what the place most likely wants first. */
const FIRST = "0";
const PHRASE = "1";
const VALUE = "2";
const WORD = "3";
const LATER = "4";

const plain = (label: string, kind: CompletionKind, detail: string, sortText: string, documentation?: string): CompletionItem => ({ label, kind, detail, sortText: `${sortText}${label.toLowerCase()}`, ...(documentation ? { documentation } : {}) });

// ---- header --------------------------------------------------------------------------------------------------

/** The card type a kind line names (its first group ends with the type's word). */
export function kindLineType(groups: string[][], vocab: GameVocabulary): CardTypeDecl | undefined {
  const first = (groups[0] ?? []).join(" ").toLowerCase();
  return vocab.cardTypes.filter((t) => first === t.word.toLowerCase() || first.endsWith(` ${t.word.toLowerCase()}`)).sort((a, b) => b.word.length - a.word.length)[0];
}

/** Kind line: `[unique] [culture] <type>`, then the race or item class the type takes. */
export function kindLineItems(vocab: GameVocabulary, group: number, written: string[], type: CardTypeDecl | undefined): CompletionItem[] {
  if (group === 0) {
    const words = written.map((w) => w.toLowerCase());
    const rest = words[0] === "unique" ? words.slice(1) : words;
    if (vocab.cardTypes.some((t) => rest.join(" ").endsWith(t.word.toLowerCase()))) return [];
    const restText = rest.join(" ");
    const culture = vocab.cultures.find((c) => c.word.toLowerCase() === restText);
    const types = vocab.cardTypes.map((t) => plain(t.word, "class", "card type", culture && !t.needsCulture && t.second === "none" ? LATER : FIRST));
    if (culture || rest.length > 0) return types;
    const cultures = vocab.cultures.map((c) => plain(c.word, "enum", `culture (${c.side})`, VALUE));
    return [...(words.length ? [] : [plain("unique", "keyword", "a unique card", WORD)]), ...cultures, ...types];
  }
  if (group !== 1 || !type) return [];
  const fits = (types: string[] | undefined) => !types || types.includes(type.id);
  const second = type.second ?? "either";
  return [
    ...(second === "race" || second === "either" ? vocab.races.filter((r) => fits(r.types)).map((r) => plain(r.word, "enum", "race", FIRST, r.doc)) : []),
    ...(second === "itemClass" || second === "either" ? vocab.itemClasses.filter((c) => fits(c.types)).map((c) => plain(c.word, "enum", "item class", FIRST, c.doc)) : []),
  ];
}

/** Stat line: the stats the type has that are not written yet (required first), or the value of the stat being written. */
export function statLineItems(vocab: GameVocabulary, type: CardTypeDecl | undefined, written: string[], stat: string | undefined): CompletionItem[] {
  const decl = stat && vocab.stats.find((s) => s.name === stat);
  if (decl) {
    if (decl.value === "word") return (decl.words ?? []).map((w) => plain(w, "enum", `${decl.name} value`, FIRST));
    if (decl.value === "words") return statWordList(decl, vocab).map((w) => plain(w.word, "enum", `${decl.name} value`, FIRST));
    if ((decl.value === "number" || decl.value === "range") && decl.min !== undefined && decl.max !== undefined && decl.max - decl.min < 20) {
      return Array.from({ length: decl.max - decl.min + 1 }, (_, k) => ({ ...plain(String(decl.min! + k), "enum", `${decl.name} value`, FIRST), sortText: `${FIRST}${String(k).padStart(3, "0")}` }));
    }
    return [];
  }
  const names = [...new Set(type ? [...type.stats.required, ...type.stats.optional] : vocab.stats.map((s) => s.name))];
  return names
    .filter((n) => !written.includes(n))
    .map((n) => {
      const d = vocab.stats.find((s) => s.name === n);
      const required = !!type?.stats.required.includes(n);
      return { ...plain(n, "keyword", required ? `stat (required on ${article(type!.word)} ${type!.word})` : "stat", required ? FIRST : VALUE, d?.doc), insertText: `${n} \${1:${statPlaceholder(d, vocab)}}`, snippet: true };
    });
}

// ---- sentences -----------------------------------------------------------------------------------------------

/** Labels, keyword sentences and the core openers: what may begin a sentence of a card of this type. */
function sentenceStartItems(vocab: GameVocabulary, type: CardTypeDecl | undefined): CompletionItem[] {
  const timings = vocab.timings.map((t): CompletionItem => ({ ...plain(`${t.word}:`, "keyword", "timing", FIRST, t.doc), insertText: `${t.word}: ` }));
  if (type?.needsTiming) return timings;
  const fits = (types: string[] | undefined) => !type || !types || types.includes(type.id);
  const keywords = vocab.keywords.filter((k) => fits(k.types)).map((k): CompletionItem => ({ ...plain(k.word, "keyword", "keyword", WORD, k.doc), ...(k.value ? { insertText: `${k.word} +\${1:1}.`, snippet: true } : { insertText: `${k.word}.` }) }));
  // core sentence openers (docs/language.md), not game words
  const openers = ["When", "Each time", "While", "If"].map((w): CompletionItem => ({ ...plain(w, "keyword", "sentence opener", PHRASE), insertText: `${w} ` }));
  return [...timings, ...keywords, ...openers, { ...plain("To play,", "keyword", "play requirement", PHRASE), insertText: "To play, " }];
}

const phraseCache = new WeakMap<GameVocabulary, Map<string, CompletionItem[]>>();

/** One item per phrase of these kinds: its canonical pattern written out, as a snippet. */
export function phraseItems(vocab: GameVocabulary, kinds: readonly PhraseKind[], sort = PHRASE): CompletionItem[] {
  let byKinds = phraseCache.get(vocab);
  if (!byKinds) phraseCache.set(vocab, (byKinds = new Map()));
  const key = `${kinds.join(",")}:${sort}`;
  let items = byKinds.get(key);
  if (items) return items;
  // a filter of slots alone (`{n}`) reads no word an author would pick from a list
  const canonical = patternsOf(vocab, kinds).filter((cp) => cp.index === 0 && (cp.phrase.kind !== "effect" || kinds.includes("effect") || cp.phrase.alsoCost) && (cp.phrase.kind !== "filter" || cp.required.length > 0));
  // a phrase that begins with a slot (`<card> is …`) after those that begin with a word to pick
  items = canonical.map((cp) => phraseItem(cp, variants(cp)[0]!, vocab, variants(cp)[0]![0]?.t === "slot" ? LATER : sort));
  byKinds.set(key, items);
  return items;
}

function phraseItem(cp: CompiledPattern, items: readonly Flat[], vocab: GameVocabulary, sort: string): CompletionItem {
  const text = patternText(items, vocab, writtenWords(cp.phrase.patterns[cp.index] ?? ""));
  const p = cp.phrase;
  return { label: text.label, kind: "function", detail: `${p.kind} · ${phraseSignature(p)}`, documentation: p.doc, insertText: text.snippet, snippet: true, sortText: `${sort}${text.label.toLowerCase()}` };
}

const nounCache = new WeakMap<GameVocabulary, Map<string, CompletionItem[]>>();

/** The noun words (types, nouns, races, item classes, keywords, cultures, sides) a card slot of this noun type can use. */
function nounItems(vocab: GameVocabulary, param: ParamDecl): CompletionItem[] {
  const noun = param.type.kind === "cards" ? param.type.noun : "";
  let byNoun = nounCache.get(vocab);
  if (!byNoun) nounCache.set(vocab, (byNoun = new Map()));
  let items = byNoun.get(noun);
  if (!items) byNoun.set(noun, (items = makeNounItems(vocab, noun)));
  return items;
}

function makeNounItems(vocab: GameVocabulary, noun: string): CompletionItem[] {
  const wanted = noun ? nounTypes(vocab, noun) : null;
  const fits = (types: string[] | null) => !wanted || !types || types.some((t) => wanted.includes(t));
  const what: Record<string, string> = { type: "card type", noun: "noun", race: "race", "item-class": "item class", keyword: "keyword", culture: "culture", side: "side", any: "any card" };
  const out = new Map<string, CompletionItem>();
  for (const list of lexicon(vocab).descriptors.values()) {
    for (const d of list) {
      if (!fits(d.types)) continue;
      const label = d.plural ? d.pluralForm : d.singular;
      const kind: CompletionKind = d.term.op === "type" || d.term.op === "noun" ? "class" : "enum";
      if (!out.has(label)) out.set(label, plain(label, kind, what[d.term.op] ?? d.term.op, d.plural ? LATER : WORD));
    }
  }
  return [...out.values()];
}

/** Core determiners that begin a noun phrase. */
const DETERMINERS = ["a", "an", "each", "every", "all", "another", "any", "your"];

/** Pronouns for what the sentence chose before the slot (docs/language.md, "Names bind"). */
function pronounItems(vocab: GameVocabulary, earlier: CTok[], titleWords: Set<string>, subject: boolean): CompletionItem[] {
  const lex = lexicon(vocab);
  const heads = new Map<string, string>();
  let named = false;
  let plural = false;
  for (const t of earlier) {
    if (t.kind !== "word") continue;
    for (const d of lex.descriptors.get(t.text) ?? []) {
      if (d.words.length !== 1 || d.term.op === "culture" || d.term.op === "side" || d.term.op === "any") continue;
      heads.set(d.head, d.singular);
      plural ||= d.plural;
      named = true;
    }
    if (titleWords.has(t.text) && /^\p{Lu}/u.test(t.raw)) named = true;
  }
  if (!named) return [];
  const pronouns = subject ? ["he", "she", "it", ...(plural ? ["they"] : [])] : ["him", "her", "it", ...(plural ? ["them"] : [])];
  return [
    ...[...heads.values()].map((h) => plain(`that ${h}`, "variable", "the card chosen earlier in this sentence", FIRST)),
    ...pronouns.map((p) => plain(p, "variable", "the card chosen earlier in this sentence", FIRST)),
  ];
}

export interface SlotSources {
  vocab: GameVocabulary;
  /** The card's own type (for `this <type>`). */
  type: CardTypeDecl | undefined;
  /** Lowercase words of the workspace's titles (a card slot may hold a title). */
  titleWords: Set<string>;
  earlier: CTok[];
}

/** What a slot takes at its start. */
function slotStartItems(src: SlotSources, param: ParamDecl, subject: boolean): { items: CompletionItem[]; titles: boolean } {
  const { vocab } = src;
  const t = param.type;
  const values = (list: string[], detail: string) => list.map((v, k) => ({ ...plain(v, "enum", detail, VALUE), sortText: `${VALUE}${String(k).padStart(3, "0")}` }));
  switch (t.kind) {
    case "cards": {
      const wanted = nounTypes(vocab, t.noun);
      const refs = (vocab.refs ?? []).filter((r) => !wanted || r.types.some((x) => wanted.includes(x)) && (!r.on || !src.type || r.on.includes(src.type.id)));
      return {
        items: [
          ...pronounItems(vocab, src.earlier, src.titleWords, subject),
          ...(src.type ? [plain(`this ${src.type.word}`, "variable", "this card", LATER)] : []),
          ...refs.map((r) => plain(r.word, "variable", "named card", VALUE, r.doc)),
          ...DETERMINERS.map((d) => plain(d, "keyword", "determiner", LATER)),
          ...nounItems(vocab, param),
        ],
        titles: true,
      };
    }
    case "number":
      return { items: [...values(["1", "2", "3", "X"], "number"), ...phraseItems(vocab, ["value"], WORD)], titles: false };
    case "signed":
      return { items: values(["+1", "+2", "-1", "+X"], "signed number"), titles: false };
    case "tokens":
      return { items: values(["(1)", "(2)", "(X)"], "tokens"), titles: false };
    case "player":
      return { items: lexicon(vocab).players.map((p) => plain(p.written, "variable", "player", VALUE)), titles: false };
    case "word":
      return { items: wordEntries(t.of, vocab).map((w) => plain(w, "enum", `one of ${t.of}`, VALUE)), titles: false };
    case "phrase":
      return { items: phraseItems(vocab, [t.phrase], VALUE), titles: false };
    case "text":
      return { items: [{ ...plain('"text"', "snippet", "a quoted text", VALUE), insertText: '"${1:text}"', snippet: true }], titles: false };
    case "list":
      return slotStartItems(src, { ...param, type: t.item }, subject);
  }
}

const continuations = new WeakMap<Flat[], Map<number, CompletionItem>>();

/** The rest of a pattern's reading from item `at` as an item: the words after a slot already written. */
function continuation(e: Expectation, at: number, vocab: GameVocabulary): CompletionItem | undefined {
  if (at >= e.flat.length) return undefined;
  let byAt = continuations.get(e.flat);
  if (!byAt) continuations.set(e.flat, (byAt = new Map()));
  let item = byAt.get(at);
  if (!item) byAt.set(at, (item = phraseItem(e.pattern, e.flat.slice(at), vocab, PHRASE)));
  // a reading that matched no literal word (a pattern that starts with a slot) is the least likely
  return { ...item, sortText: e.literals ? `${FIRST}${String(99 - Math.min(99, e.literals)).padStart(2, "0")}${item.label}` : `${LATER}${item.label}` };
}

/** Items for a clause being written: its phrases when it is empty, else what its readings expect next. */
export function clauseItems(src: SlotSources, kinds: readonly PhraseKind[], clause: CTok[], depth = 0): { items: CompletionItem[]; titles: boolean } {
  const { vocab } = src;
  if (!clause.length) {
    // a clause may begin with its subject (a pronoun or a title before its verb)
    const subjects = kinds.some((k) => k === "modifier" || k === "condition" || k === "trigger");
    return { items: [...phraseItems(vocab, kinds), ...(subjects ? pronounItems(vocab, src.earlier, src.titleWords, true) : [])], titles: subjects };
  }
  const items: CompletionItem[] = [];
  let titles = false;
  const add = (more: { items: CompletionItem[]; titles: boolean }) => {
    items.push(...more.items);
    titles ||= more.titles;
  };
  // many readings expect a slot of the same type next: its values once
  const slotTypes = new Map<string, ParamDecl>();
  for (const e of expectations(vocab, kinds, clause, src.titleWords)) {
    const next = e.rest[0]!;
    if (!e.inSlot) {
      const c = continuation(e, e.at, vocab);
      if (c) items.push(c);
      if (next.t === "slot") slotTypes.set(JSON.stringify(next.param.type), next.param);
      continue;
    }
    if (next.t !== "slot") continue;
    const t = next.param.type;
    const after = continuation(e, e.at + 1, vocab);
    if (after) items.push(after);
    if (t.kind === "cards" || (t.kind === "list" && t.item.kind === "cards")) {
      items.push(...nounItems(vocab, t.kind === "list" ? { ...next.param, type: t.item } : next.param), ...phraseItems(vocab, ["filter"], VALUE));
      titles = true;
    } else if (t.kind === "phrase" && depth < 2) add(clauseItems(src, [t.phrase], e.inSlot, depth + 1));
    else if (t.kind === "player" || t.kind === "word") {
      const written = e.inSlot.map((w) => w.text);
      const entries = t.kind === "player" ? lexicon(vocab).players.map((p) => p.written) : wordEntries(t.of, vocab);
      for (const entry of entries) {
        const words = entry.split(/\s+/);
        if (words.length > written.length && written.every((w, k) => words[k]!.toLowerCase() === w)) items.push(plain(words.slice(written.length).join(" "), "enum", entry, VALUE));
      }
    }
  }
  for (const param of slotTypes.values()) add(slotStartItems(src, param, false));
  return { items, titles };
}

/** Everything a place in a sentence offers. */
export function sentenceItems(src: SlotSources, place: SentencePlace): { items: CompletionItem[]; titles: boolean } {
  const items: CompletionItem[] = [];
  if (place.start) items.push(...sentenceStartItems(src.vocab, src.type));
  if (!place.clause.length && place.mayOptional) items.push({ ...plain("you may", "keyword", "an optional effect", VALUE), insertText: "you may " });
  if (place.start && src.type?.needsTiming) return { items, titles: false };
  const more = clauseItems(src, place.kinds, place.clause);
  return { items: [...items, ...more.items], titles: more.titles };
}
