import type { StatValue } from "../../runtime/core/cards.ts";
import type { CardTypeDecl, GameVocabulary, StatDecl } from "../../runtime/core/vocabulary.ts";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import type { Side } from "../ir/ir.ts";
import type { CardNode, NumberNode, StatItemNode, StatListNode, StatNode, WordNode } from "../syntax/ast.ts";
import { statItemText, statValueText } from "../syntax/stat-values.ts";
import { rangesText, statWordList } from "../render/stat-values.ts";
import { closest, matchCase } from "./suggest.ts";
import { normalizeWord } from "./tokens.ts";
import { withArticle } from "./article.ts";

/** What a card's two header lines say, checked against the vocabulary's header rules. */
export interface Header {
  unique: boolean;
  culture: string | null;
  side: Side;
  type: CardTypeDecl | null;
  race: string | null;
  itemClass: string | null;
  stats: Record<string, StatValue>;
}

function spanOfWords(words: WordNode[]): Span {
  const a = words[0]!.span;
  const b = words[words.length - 1]!.span;
  return { start: a.start, end: b.end, line: a.line, column: a.column, endLine: b.endLine, endColumn: b.endColumn };
}

/** The normalised words of vocabulary words (card types), split once: every card asks about every type. */
const writtenParts = new Map<string, string[]>();

function matchesWords(words: WordNode[], from: number, written: string): number {
  let parts = writtenParts.get(written);
  if (!parts) {
    parts = written.split(/\s+/).map(normalizeWord);
    if (writtenParts.size < 10_000) writtenParts.set(written, parts);
  }
  for (let k = 0; k < parts.length; k++) if (normalizeWord(words[from + k]?.text ?? "") !== parts[k]) return 0;
  return parts.length;
}

export function checkHeader(card: CardNode, vocab: GameVocabulary, file: string, diagnostics: Diagnostic[]): Header {
  const error = (code: string, span: Span, message: string, extra: Partial<Diagnostic> = {}) =>
    diagnostics.push({ code, severity: "error", file, span, message, ...extra });
  const replaceFix = (span: Span, text: string) => [{ title: `Replace with '${text}'`, edits: [{ file, span, newText: text }] }];
  const h: Header = { unique: false, culture: null, side: null, type: null, race: null, itemClass: null, stats: {} };
  const kind = card.kindLine;
  if (!kind || !kind.groups.length || !kind.groups[0]!.length) {
    error("CS3020", card.headerSpan, `card ${card.id.text} has no kind line; expected '[unique] [culture] <card type>[, <race or item class>]'`, { expected: "a kind line" });
    return h;
  }
  const g = kind.groups[0]!;
  let i = 0;
  if (normalizeWord(g[0]!.text) === "unique") (h.unique = true), i++;
  // the card type is the longest type word sequence that ends the group
  let typeAt = -1;
  const types = vocab.cardTypes;
  for (let k = i; k < g.length && typeAt < 0; k++) {
    // (an index loop: this one runs for every card and type, and `for … of` here left an iterator result each time)
    for (let j = 0; j < types.length; j++) if (matchesWords(g, k, types[j]!.word) === g.length - k) (h.type = types[j]!), (typeAt = k);
  }
  const cultureWords = typeAt < 0 ? g.slice(i, g.length - 1) : g.slice(i, typeAt);
  // a misspelt type is read as the type its fix names, so that the rest of the card is checked as that type's
  // (a wrong type would report every stat and sentence that only fits the right one); its stat rules wait for the fix
  let guessedType = false;
  if (typeAt < 0) {
    const last = g[g.length - 1]!;
    const guess = closest(last.text, vocab.cardTypes.map((t) => t.word));
    h.type = vocab.cardTypes.find((t) => t.word === guess) ?? null;
    guessedType = h.type !== null;
    error("CS3021", last.span, `unknown card type '${last.text}'${guess ? `; did you mean '${guess}'?` : ""}`, {
      expected: `a card type (${vocab.cardTypes.map((t) => t.word).join(", ")})`,
      found: `'${last.text}'`,
      fixes: guess ? replaceFix(last.span, matchCase(last.text, guess)) : undefined,
    });
  }
  if (cultureWords.length) {
    const written = cultureWords.map((w) => w.text).join(" ");
    const c = vocab.cultures.find((x) => normalizeWord(x.word) === normalizeWord(written));
    const span = spanOfWords(cultureWords);
    if (c) (h.culture = c.id), (h.side = (c.side as Side) ?? null);
    else {
      const guess = closest(written, vocab.cultures.map((x) => x.word));
      error("CS3022", span, `unknown culture '${written}'${guess ? `; did you mean '${guess}'?` : ""}`, {
        expected: "a culture",
        found: `'${written}'`,
        fixes: guess ? replaceFix(span, guess) : undefined,
      });
    }
  } else if (h.type?.needsCulture && !guessedType) {
    error("CS3023", spanOfWords(g), `${withArticle(h.type.word)} needs a culture before '${h.type.word}'`, { expected: "a culture" });
  }
  const second = kind.groups[1];
  if (second?.length) {
    const written = second.map((w) => w.text).join(" ");
    const span = spanOfWords(second);
    const race = vocab.races.find((r) => normalizeWord(r.word) === normalizeWord(written));
    const item = vocab.itemClasses.find((r) => normalizeWord(r.word) === normalizeWord(written));
    const allowed = guessedType ? "either" : (h.type?.second ?? "either");
    if (race && (allowed === "race" || allowed === "either")) h.race = race.id;
    else if (item && (allowed === "itemClass" || allowed === "either")) h.itemClass = item.id;
    else if (race || item) error("CS3025", span, `${withArticle(h.type?.word ?? "card")} has no ${race ? "race" : "item class"}; found '${written}'`);
    else {
      const list = [...(allowed !== "itemClass" ? vocab.races.map((r) => r.word) : []), ...(allowed !== "race" ? vocab.itemClasses.map((r) => r.word) : [])];
      const guess = closest(written, list);
      const kind = allowed === "race" ? "race" : allowed === "itemClass" ? "item class" : "race or item class";
      const declare = `a set adds a new one before its file's cards: '${allowed === "itemClass" ? "item class" : "race"} ${written} "what it is"'`;
      error("CS3024", span, `unknown ${kind} '${written}'${guess ? `; did you mean '${guess}'?` : `; ${declare}`}`, {
        found: `'${written}'`,
        fixes: guess ? replaceFix(span, guess) : undefined,
      });
    }
  }
  // stats
  const seen = new Map<string, Span>();
  for (const st of card.stats) {
    const name = normalizeWord(st.name.text);
    const decl = vocab.stats.find((s) => s.name === name);
    if (!decl) {
      const guess = closest(name, vocab.stats.map((s) => s.name));
      error("CS3030", st.name.span, `unknown stat '${st.name.text}'${guess ? `; did you mean '${guess}'?` : ""}`, {
        expected: `one of ${vocab.stats.map((s) => s.name).join(", ")}`,
        fixes: guess ? replaceFix(st.name.span, guess) : undefined,
      });
      continue;
    }
    if (seen.has(name)) {
      error("CS3034", st.span, `stat '${name}' is given twice`, { related: [{ file, span: seen.get(name)!, message: "first given here" }] });
      continue;
    }
    seen.set(name, st.span);
    if (h.type && !guessedType && !h.type.stats.required.includes(name) && !h.type.stats.optional.includes(name)) {
      error("CS3031", st.span, `${withArticle(h.type.word)} has no '${name}' stat`, { expected: `stats of ${withArticle(h.type.word)}: ${[...h.type.stats.required, ...h.type.stats.optional].join(", ") || "none"}` });
      continue;
    }
    const value = checkStatValue(st, decl, h.type, vocab, file, diagnostics);
    if (value !== undefined) h.stats[name] = value;
  }
  if (h.type && !guessedType) {
    for (const req of h.type.stats.required) {
      if (!seen.has(req)) error("CS3032", card.stats.length ? { ...card.stats[0]!.span, end: card.stats[card.stats.length - 1]!.span.end, endLine: card.stats[card.stats.length - 1]!.span.endLine, endColumn: card.stats[card.stats.length - 1]!.span.endColumn } : kind.span, `${withArticle(h.type.word)} needs a '${req}' stat`, { expected: `'${req}' on the stat line` });
    }
  }
  return h;
}

/** The most numbers one range may cover (a bigger one is reported rather than listed). */
export const MAX_RANGE_SIZE = 1000;

const spanBetween = (a: Span, b: Span): Span => ({ start: a.start, end: b.end, line: a.line, column: a.column, endLine: b.endLine, endColumn: b.endColumn });

/** What a stat of this kind takes, in words (for messages). */
function describeKind(decl: StatDecl, kind: string): string {
  switch (kind) {
    case "word":
      return `one of ${(decl.words ?? []).join(", ")}`;
    case "signed":
      return "a signed bonus like +2";
    case "range":
      return "numbers and ranges joined by commas, like 1-3, 5-9";
    case "words":
      return `${decl.of ?? "words"} joined by commas and 'and', like 'A and B' or 'A, B and C'`;
    default:
      return "a number";
  }
}

/** Check a stat's value against its declaration; the value for the card's record, or undefined after an error. */
function checkStatValue(st: StatNode, decl: StatDecl, type: CardTypeDecl | null, vocab: GameVocabulary, file: string, diagnostics: Diagnostic[]): StatValue | undefined {
  const name = decl.name;
  const report = (code: string, span: Span, message: string, expected: string, found: string, extra: Partial<Diagnostic> = {}) =>
    diagnostics.push({ code, severity: "error", file, span, message, expected, found, ...extra });
  const replaceFix = (span: Span, text: string) => [{ title: `Replace with '${text}'`, edits: [{ file, span, newText: text }] }];
  const kindWanted = decl.value === "word" ? "word" : type?.signedStats?.includes(name) ? "signed" : decl.value;
  const v = st.value;
  const onType = type ? ` on ${withArticle(type.word)}` : "";
  if (v.kind === "statList" && v.items.length === 0) {
    report("CS3035", v.span, `'${name}' needs a value${onType}: ${describeKind(decl, kindWanted)}`, describeKind(decl, kindWanted), "nothing");
    return undefined;
  }
  if (kindWanted === "range") return checkRange(st, decl, report, replaceFix, file);
  if (kindWanted === "words") return checkWords(st, decl, vocab, report, replaceFix, file);
  const describe = (k: string) => describeKind(decl, k);
  if (v.kind === "range" || v.kind === "statList") {
    report("CS3033", v.span, `'${name}' needs ${describe(kindWanted)}${onType}; found '${statValueText(v)}'`, describe(kindWanted), `'${statValueText(v)}'`);
    return undefined;
  }
  const got = v.kind === "word" ? "word" : v.kind === "signed" ? "signed" : "number";
  // with the card type unknown (reported on the kind line), a stat that a type takes signed may be written signed
  const eitherSign = !type && decl.value === "number" && got === "signed" && vocab.cardTypes.some((t) => t.signedStats?.includes(name));
  if (got !== kindWanted && !eitherSign) {
    const fix = kindWanted === "signed" && v.kind === "number" ? replaceFix(v.span, `+${v.value}`) : kindWanted === "number" && v.kind === "signed" && v.value >= 0 ? replaceFix(v.span, String(v.value)) : undefined;
    report("CS3033", v.span, `'${name}' needs ${describe(kindWanted)}${onType}; found '${statItemText(v)}'`, describe(kindWanted), `'${statItemText(v)}'`, { fixes: fix });
    return undefined;
  }
  if (v.kind === "word") {
    const word = decl.words?.find((x) => normalizeWord(x) === normalizeWord(v.text));
    if (decl.words && !word) {
      const guess = closest(v.text, decl.words);
      report("CS3033", v.span, `'${v.text}' is not ${withArticle(name)}${guess ? `; did you mean '${guess}'?` : ""}`, describe("word"), `'${v.text}'`, { fixes: guess ? replaceFix(v.span, guess) : undefined });
      return undefined;
    }
    return word ?? v.text;
  }
  if (v.kind === "number" && !withinBounds(v, decl, report)) return undefined;
  return v.value;
}

type Report = (code: string, span: Span, message: string, expected: string, found: string, extra?: Partial<Diagnostic>) => void;
type ReplaceFix = (span: Span, text: string) => Diagnostic["fixes"];

function bounds(decl: StatDecl): string {
  if (decl.min !== undefined && decl.max !== undefined) return `from ${decl.min} to ${decl.max}`;
  return decl.min !== undefined ? `of at least ${decl.min}` : `of at most ${decl.max}`;
}

/** A number of a `number` or `range` stat inside the declaration's `min` and `max` (CS3039 when not). */
function withinBounds(n: NumberNode, decl: StatDecl, report: Report): boolean {
  if ((decl.min === undefined || n.value >= decl.min) && (decl.max === undefined || n.value <= decl.max)) return true;
  report("CS3039", n.span, `'${decl.name}' takes numbers ${bounds(decl)}; found ${n.value}`, `a number ${bounds(decl)}`, String(n.value));
  return false;
}

function itemsOf(v: StatItemNode | StatListNode): { items: StatItemNode[]; separators: StatListNode["separators"] } {
  return v.kind === "statList" ? v : { items: [v], separators: [] };
}

/** `level 1-3, 5-9`: the sorted numbers, each once; undefined after an error. */
function checkRange(st: StatNode, decl: StatDecl, report: Report, replaceFix: ReplaceFix, file: string): number[] | undefined {
  const name = decl.name;
  const { items, separators } = itemsOf(st.value);
  const expected = describeKind(decl, "range");
  let ok = true;
  separators.forEach((sep, i) => {
    if (sep.text === ",") return;
    // from the end of the item before to the start of the item after, so the fix leaves one comma and a space
    const gap = spanBetween({ ...items[i]!.span, start: items[i]!.span.end, column: items[i]!.span.endColumn }, { ...items[i + 1]!.span, end: items[i + 1]!.span.start, endColumn: items[i + 1]!.span.column });
    report("CS3036", sep.span, `the numbers and ranges of '${name}' are joined by ','; found '${sep.text}'`, "','", `'${sep.text}'`, {
      fixes: [{ title: "Replace with ','", edits: [{ file, span: gap, newText: ", " }] }],
    });
    ok = false;
  });
  const covered = new Map<number, StatItemNode>();
  const numbers: number[] = [];
  for (const item of items) {
    if (item.kind === "word" || item.kind === "signed") {
      const fix = item.kind === "signed" && item.value >= 0 ? replaceFix(item.span, String(item.value)) : undefined;
      report("CS3033", item.span, `'${name}' needs ${expected}; found '${statItemText(item)}'`, expected, `'${statItemText(item)}'`, { fixes: fix });
      ok = false;
      continue;
    }
    let from: number;
    let to: number;
    if (item.kind === "range") {
      if (item.more) {
        const text = statItemText(item);
        report("CS3036", item.span, `a range of '${name}' is two numbers joined by '-', like 3-6; found '${text}'`, "a range like 3-6", `'${text}'`);
        ok = false;
        continue;
      }
      if (!withinBounds(item.from, decl, report) || !withinBounds(item.to, decl, report)) {
        ok = false;
        continue;
      }
      from = item.from.value;
      to = item.to.value;
      if (from > to) {
        const text = `${to}-${from}`;
        report("CS3037", item.span, `the range '${from}-${to}' of '${name}' goes down; write the smaller number first: '${text}'`, `'${text}'`, `'${from}-${to}'`, { fixes: replaceFix(item.span, text) });
        ok = false;
        [from, to] = [to, from];
      }
      if (to - from + 1 > MAX_RANGE_SIZE) {
        report("CS3039", item.span, `a range of '${name}' covers at most ${MAX_RANGE_SIZE} numbers; found '${statItemText(item)}'`, `a range of at most ${MAX_RANGE_SIZE} numbers`, `'${statItemText(item)}'`);
        ok = false;
        continue;
      }
    } else {
      if (!withinBounds(item, decl, report)) {
        ok = false;
        continue;
      }
      from = to = item.value;
    }
    const repeated: number[] = [];
    let earlier: StatItemNode | undefined;
    for (let n = from; n <= to; n++) {
      const before = covered.get(n);
      if (before) (repeated.push(n), (earlier ??= before));
      else (covered.set(n, item), numbers.push(n));
    }
    if (earlier) {
      const all = [...covered.keys()];
      const whole = st.value.span;
      const shown = repeated.length > 3 ? `${repeated.slice(0, 3).join(", ")}, …` : repeated.join(", ");
      reportRepeats(report, item, earlier, name, shown, file, whole, rangesText(all));
    }
  }
  return ok ? numbers.sort((a, b) => a - b) : undefined;
}

/** CS3038 (a warning: the value is still the numbers given, each once) with a fix writing the value in its shortest form. */
function reportRepeats(report: Report, item: StatItemNode, earlier: StatItemNode, name: string, shown: string, file: string, whole: Span, canonical: string): void {
  const text = statItemText(item);
  report("CS3038", item.span, `'${text}' of '${name}' repeats ${shown}, already given by '${statItemText(earlier)}'`, "each number once", `'${text}'`, {
    severity: "warning",
    related: [{ file, span: earlier.span, message: "first given here" }],
    fixes: [{ title: `Write '${canonical}'`, edits: [{ file, span: whole, newText: canonical }] }],
  });
}

/** `teams Red and Blue`: the words' ids in written order, each once; undefined after an error. */
function checkWords(st: StatNode, decl: StatDecl, vocab: GameVocabulary, report: Report, replaceFix: ReplaceFix, file: string): string[] | undefined {
  const name = decl.name;
  const { items } = itemsOf(st.value);
  const expected = describeKind(decl, "words");
  const list = statWordList(decl, vocab);
  const ids: string[] = [];
  const seen = new Map<string, WordNode>();
  let ok = true;
  for (const item of items) {
    if (item.kind !== "word") {
      report("CS3033", item.span, `'${name}' needs ${expected}; found '${statItemText(item)}'`, expected, `'${statItemText(item)}'`);
      ok = false;
      continue;
    }
    const entry = list.find((x) => normalizeWord(x.word) === normalizeWord(item.text));
    if (!entry) {
      const guess = closest(item.text, list.map((x) => x.word));
      const of = decl.of && decl.of !== name ? `the ${decl.of} '${name}' takes` : `the words of '${name}'`;
      report("CS3033", item.span, `'${item.text}' is not one of ${of}${guess ? `; did you mean '${guess}'?` : ""}`, `one of ${list.map((x) => x.word).join(", ")}`, `'${item.text}'`, {
        fixes: guess ? replaceFix(item.span, guess) : undefined,
      });
      ok = false;
      continue;
    }
    const before = seen.get(entry.id);
    if (before) {
      report("CS3038", item.span, `'${item.text}' is given twice in '${name}'`, "each word once", `'${item.text}'`, { severity: "warning", related: [{ file, span: before.span, message: "first given here" }] });
      continue;
    }
    seen.set(entry.id, item);
    ids.push(entry.id);
  }
  return ok ? ids : undefined;
}
