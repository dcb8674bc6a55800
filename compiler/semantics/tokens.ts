import type { Span } from "../diagnostics/diagnostic.ts";
import type { Element, GroupNode } from "../syntax/ast.ts";

/**
 * The matcher's view of a clause: one token per element, words lowercased with `’` as `'`,
 * and a final `'s` split off as its own "poss" token (`card's` → `card`, `'s`).
 */
export interface Tok {
  kind: "word" | "poss" | "number" | "signed" | "tokens" | "icon" | "string" | "group";
  /** Normalised text: lowercase word, `'s`, icon name, string value, or the number as text. */
  text: string;
  /** As written (for messages and fixes). */
  raw: string;
  value?: number | "X" | "+X" | "-X";
  span: Span;
  group?: GroupNode;
}

export function normalizeWord(text: string): string {
  // (most words have no `’`: the test is cheaper than a replace that finds nothing)
  return (text.includes("’") ? text.replace(/’/g, "'") : text).toLowerCase();
}

const wordTokensCache = new Map<string, string[]>();

/** Split written words into normalised tokens the same way clauses are split (for titles, patterns). Do not mutate the result. */
export function wordTokens(text: string): string[] {
  const hit = wordTokensCache.get(text);
  if (hit) return hit;
  const out = splitWords(text);
  if (wordTokensCache.size < 10_000) wordTokensCache.set(text, out);
  return out;
}

function splitWords(text: string): string[] {
  const out: string[] = [];
  for (const w of text.split(/\s+/).filter(Boolean)) {
    const n = normalizeWord(w);
    if (n.length > 2 && n.endsWith("'s")) out.push(n.slice(0, -2), "'s");
    else out.push(n);
  }
  return out;
}

function shift(span: Span, from: number, to: number): Span {
  return { start: span.start + from, end: span.start + to, line: span.line, column: span.column + from, endLine: span.line, endColumn: span.column + to };
}

export function tokenize(elements: Element[]): Tok[] {
  const toks: Tok[] = [];
  for (const e of elements) {
    switch (e.kind) {
      case "word": {
        const n = normalizeWord(e.text);
        if (n.length > 2 && n.endsWith("'s") && e.span.line === e.span.endLine) {
          const len = e.text.length;
          toks.push({ kind: "word", text: n.slice(0, -2), raw: e.text.slice(0, -2), span: shift(e.span, 0, len - 2) });
          toks.push({ kind: "poss", text: "'s", raw: e.text.slice(-2), span: shift(e.span, len - 2, len) });
        } else toks.push({ kind: "word", text: n, raw: e.text, span: e.span });
        break;
      }
      case "number":
        toks.push({ kind: "number", text: String(e.value), raw: String(e.value), value: e.value, span: e.span });
        break;
      case "signed":
        toks.push({ kind: "signed", text: (e.value >= 0 ? "+" : "") + e.value, raw: (e.value >= 0 ? "+" : "") + e.value, value: e.value, span: e.span });
        break;
      case "signedX": {
        const x = e.negative ? "-X" : "+X";
        toks.push({ kind: "signed", text: x.toLowerCase(), raw: x, value: x, span: e.span });
        break;
      }
      case "tokens":
        toks.push({ kind: "tokens", text: `(${e.value})`, raw: `(${e.value})`, value: e.value, span: e.span });
        break;
      case "icon":
        toks.push({ kind: "icon", text: normalizeWord(e.name), raw: `[${e.name}]`, span: e.span });
        break;
      case "string":
        if (e.possessive) {
          const len = e.span.end - e.span.start;
          toks.push({ kind: "string", text: e.value, raw: JSON.stringify(e.value), span: shift(e.span, 0, len - 2) });
          toks.push({ kind: "poss", text: "'s", raw: "'s", span: shift(e.span, len - 2, len) });
        } else toks.push({ kind: "string", text: e.value, raw: JSON.stringify(e.value), span: e.span });
        break;
      case "group":
        toks.push({ kind: "group", text: "(…)", raw: "(…)", span: e.span, group: e });
        break;
    }
  }
  return toks;
}

export function spanOf(toks: Tok[], from: number, to: number): Span {
  const a = toks[from]!.span;
  const b = toks[Math.max(from, to - 1)]!.span;
  return { start: a.start, end: b.end, line: a.line, column: a.column, endLine: b.endLine, endColumn: b.endColumn };
}

export function textOf(toks: Tok[], from: number, to: number): string {
  let s = "";
  for (let i = from; i < to; i++) {
    const t = toks[i]!;
    s += (t.kind === "poss" || i === from ? "" : " ") + t.raw;
  }
  return s;
}
