import type { CardTypeDecl, GameVocabulary } from "../../runtime/core/vocabulary.ts";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import type { Side } from "../ir/ir.ts";
import type { CardNode, WordNode } from "../syntax/ast.ts";
import { closest, matchCase } from "./suggest.ts";
import { normalizeWord } from "./tokens.ts";

/** What a card's two header lines say, checked against the vocabulary's header rules. */
export interface Header {
  unique: boolean;
  culture: string | null;
  side: Side;
  type: CardTypeDecl | null;
  race: string | null;
  itemClass: string | null;
  stats: Record<string, number | string>;
}

function spanOfWords(words: WordNode[]): Span {
  const a = words[0]!.span;
  const b = words[words.length - 1]!.span;
  return { start: a.start, end: b.end, line: a.line, column: a.column, endLine: b.endLine, endColumn: b.endColumn };
}

function matchesWords(words: WordNode[], from: number, written: string): number {
  const parts = written.split(/\s+/).map(normalizeWord);
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
  for (let k = i; k < g.length && typeAt < 0; k++) {
    for (const t of vocab.cardTypes) if (matchesWords(g, k, t.word) === g.length - k) (h.type = t), (typeAt = k);
  }
  const cultureWords = typeAt < 0 ? g.slice(i, g.length - 1) : g.slice(i, typeAt);
  if (typeAt < 0) {
    const last = g[g.length - 1]!;
    const guess = closest(last.text, vocab.cardTypes.map((t) => t.word));
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
  } else if (h.type?.needsCulture) {
    error("CS3023", spanOfWords(g), `a ${h.type.word} needs a culture before '${h.type.word}'`, { expected: "a culture" });
  }
  const second = kind.groups[1];
  if (second?.length) {
    const written = second.map((w) => w.text).join(" ");
    const span = spanOfWords(second);
    const race = vocab.races.find((r) => normalizeWord(r.word) === normalizeWord(written));
    const item = vocab.itemClasses.find((r) => normalizeWord(r.word) === normalizeWord(written));
    const allowed = h.type?.second ?? "either";
    if (race && (allowed === "race" || allowed === "either")) h.race = race.id;
    else if (item && (allowed === "itemClass" || allowed === "either")) h.itemClass = item.id;
    else if (race || item) error("CS3025", span, `a ${h.type?.word ?? "card"} has no ${race ? "race" : "item class"}; found '${written}'`);
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
    if (h.type && ![...h.type.stats.required, ...h.type.stats.optional].includes(name)) {
      error("CS3031", st.span, `a ${h.type.word} has no '${name}' stat`, { expected: `stats of a ${h.type.word}: ${[...h.type.stats.required, ...h.type.stats.optional].join(", ") || "none"}` });
      continue;
    }
    const kindWanted = decl.value === "word" ? "word" : h.type?.signedStats?.includes(name) ? "signed" : decl.value;
    const v = st.value;
    const got = v.kind === "word" ? "word" : v.kind === "signed" ? "signed" : "number";
    const describe = (k: string) => (k === "word" ? `one of ${(decl.words ?? []).join(", ")}` : k === "signed" ? "a signed bonus like +2" : "a number");
    if (got !== kindWanted) {
      const fix = kindWanted === "signed" && v.kind === "number" ? replaceFix(v.span, `+${v.value}`) : kindWanted === "number" && v.kind === "signed" && v.value >= 0 ? replaceFix(v.span, String(v.value)) : undefined;
      error("CS3033", v.span, `'${name}' needs ${describe(kindWanted)}${h.type ? ` on a ${h.type.word}` : ""}; found '${v.kind === "word" ? v.text : v.kind === "signed" ? (v.value >= 0 ? "+" : "") + v.value : v.value}'`, { expected: describe(kindWanted), fixes: fix });
      continue;
    }
    if (v.kind === "word") {
      const word = decl.words?.find((x) => normalizeWord(x) === normalizeWord(v.text));
      if (decl.words && !word) {
        const guess = closest(v.text, decl.words);
        error("CS3033", v.span, `'${v.text}' is not a ${name}${guess ? `; did you mean '${guess}'?` : ""}`, { expected: describe("word"), fixes: guess ? replaceFix(v.span, guess) : undefined });
        continue;
      }
      h.stats[name] = word ?? v.text;
    } else h.stats[name] = v.value;
  }
  if (h.type) {
    for (const req of h.type.stats.required) {
      if (!seen.has(req)) error("CS3032", card.stats.length ? { ...card.stats[0]!.span, end: card.stats[card.stats.length - 1]!.span.end, endLine: card.stats[card.stats.length - 1]!.span.endLine, endColumn: card.stats[card.stats.length - 1]!.span.endColumn } : kind.span, `a ${h.type.word} needs a '${req}' stat`, { expected: `'${req}' on the stat line` });
    }
  }
  return h;
}
