/**
 * A throwaway builder of syntax trees for the checker's tests, independent of the real parser:
 * it reads the simple, well-formed subset of `.card` text the tests use.
 */
import { LineMap } from "../../compiler/diagnostics/span.ts";
import type { CardNode, ClauseNode, Element, GroupNode, SentenceNode, SeparatorNode, SourceFileNode, StatNode, WordNode } from "../../compiler/syntax/ast.ts";

interface Lex {
  t: "word" | "number" | "signed" | "tokens" | "icon" | "string" | "punct";
  text: string;
  start: number;
  end: number;
}

function lex(text: string, from: number, to: number): Lex[] {
  const re = /"((?:[^"\\]|\\.)*)"|\[([^\]]+)\]|\((\d+|X)\)|([+-]\d+)|(\d+)(?![A-Za-z])|([\p{L}\d][\p{L}\d'’-]*)|([{}(),;:.])/gu;
  re.lastIndex = from;
  const out: Lex[] = [];
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) {
    const [s] = m;
    const base = { start: m.index, end: m.index + s.length };
    if (m[1] !== undefined) out.push({ t: "string", text: m[1], ...base });
    else if (m[2]) out.push({ t: "icon", text: m[2], ...base });
    else if (m[3]) out.push({ t: "tokens", text: m[3], ...base });
    else if (m[4]) out.push({ t: "signed", text: m[4], ...base });
    else if (m[5]) out.push({ t: "number", text: m[5], ...base });
    else if (m[6]) out.push({ t: m[6] === "then" ? "punct" : "word", text: m[6], ...base });
    else out.push({ t: "punct", text: s, ...base });
  }
  return out;
}

export function buildFile(text: string, path = "test.card"): SourceFileNode {
  const lm = new LineMap(text);
  const sp = (a: number, b: number) => lm.span(a, b);
  const word = (l: Lex): WordNode => ({ kind: "word", text: l.text, span: sp(l.start, l.end) });
  const file: SourceFileNode = { kind: "file", path, declarations: [], cards: [], comments: [], span: sp(0, text.length) };
  const lines = text.split("\n");
  let offset = 0;
  let card: CardNode | null = null;
  let bodyLine = 0;
  let body: Lex[] = [];
  for (const line of lines) {
    const toks = lex(text, offset, offset + line.length);
    offset += line.length + 1;
    if (!toks.length || line.trim().startsWith("#")) continue;
    const first = toks[0]!.text;
    if (!card && first === "game") file.game = { kind: "game", name: { kind: "word", text: line.trim().split(/\s+/)[1]!, span: sp(toks[1]!.start, toks[toks.length - 1]!.end) }, span: sp(toks[0]!.start, toks[toks.length - 1]!.end) };
    else if (!card && first === "set") file.set = { kind: "set", number: { kind: "number", value: Number(toks[1]!.text), span: sp(toks[1]!.start, toks[1]!.end) }, name: toks[2]?.t === "string" ? { kind: "string", value: toks[2].text, span: sp(toks[2].start, toks[2].end) } : undefined, span: sp(toks[0]!.start, toks[toks.length - 1]!.end) };
    else if (!card && first === "card") {
      const strs = toks.filter((t) => t.t === "string");
      card = {
        kind: "card", id: word(toks[1]!), title: { kind: "string", value: strs[0]!.text, span: sp(strs[0]!.start, strs[0]!.end) },
        subtitle: strs[1] ? { kind: "string", value: strs[1].text, span: sp(strs[1].start, strs[1].end) } : undefined,
        stats: [], sentences: [], headerSpan: sp(toks[0]!.start, toks[toks.length - 1]!.end), span: sp(toks[0]!.start, toks[toks.length - 1]!.end),
      };
      bodyLine = 0;
      body = [];
    } else if (card && first === "}") {
      card.sentences = sentences(body, sp);
      file.cards.push(card);
      card = null;
    } else if (card) {
      bodyLine++;
      if (bodyLine === 1) {
        const groups: WordNode[][] = [[]];
        for (const t of toks) t.text === "," ? groups.push([]) : groups[groups.length - 1]!.push(word(t));
        card.kindLine = { kind: "kindLine", groups, span: sp(toks[0]!.start, toks[toks.length - 1]!.end) };
      } else if (bodyLine === 2 && /^[a-z]+ [+-]?\w+(, [a-z]+ [+-]?\w+)*$/.test(line.trim()) && !line.trim().endsWith(".")) {
        const parts: Lex[][] = [[]];
        for (const t of toks) t.text === "," ? parts.push([]) : parts[parts.length - 1]!.push(t);
        card.stats = parts.map((p): StatNode => {
          const v = p[1]!;
          const value = v.t === "number" ? { kind: "number" as const, value: Number(v.text), span: sp(v.start, v.end) } : v.t === "signed" ? { kind: "signed" as const, value: Number(v.text), span: sp(v.start, v.end) } : word(v);
          return { kind: "stat", name: word(p[0]!), value, span: sp(p[0]!.start, v.end) };
        });
      } else body.push(...toks);
    }
  }
  return file;
}

function sentences(toks: Lex[], sp: (a: number, b: number) => ReturnType<LineMap["span"]>): SentenceNode[] {
  const out: SentenceNode[] = [];
  let cur: Lex[] = [];
  let depth = 0;
  for (const t of toks) {
    if (t.text === "(" && t.t === "punct") depth++;
    if (t.text === ")" && t.t === "punct") depth--;
    if (t.text === "." && t.t === "punct" && depth === 0) {
      if (cur.length) out.push(sentence(cur, sp, t.end));
      cur = [];
    } else cur.push(t);
  }
  return out;
}

function clauses(toks: Lex[], sp: (a: number, b: number) => ReturnType<LineMap["span"]>): { clauses: ClauseNode[]; separators: SeparatorNode[] } {
  const cl: ClauseNode[] = [];
  const seps: SeparatorNode[] = [];
  let els: Element[] = [];
  let start = toks[0]?.start ?? 0;
  const close = (end: number) => {
    cl.push({ kind: "clause", elements: els, span: sp(els.length ? els[0]!.span.start : start, els.length ? els[els.length - 1]!.span.end : end) });
    els = [];
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.t === "punct" && (t.text === "," || t.text === ";" || t.text === "then")) {
      close(t.start);
      seps.push({ kind: "separator", text: t.text as "," | ";" | "then", span: sp(t.start, t.end) });
      start = t.end;
    } else if (t.t === "punct" && t.text === "(") {
      let depth = 1;
      let j = i + 1;
      for (; j < toks.length && depth; j++) depth += toks[j]!.text === "(" ? 1 : toks[j]!.text === ")" ? -1 : 0;
      const inner = clauses(toks.slice(i + 1, j - 1), sp);
      const g: GroupNode = { kind: "group", clauses: inner.clauses, separators: inner.separators, span: sp(t.start, toks[j - 1]!.end) };
      els.push(g);
      i = j - 1;
    } else if (t.t === "word") els.push({ kind: "word", text: t.text, span: sp(t.start, t.end) });
    else if (t.t === "number") els.push({ kind: "number", value: Number(t.text), span: sp(t.start, t.end) });
    else if (t.t === "signed") els.push({ kind: "signed", value: Number(t.text), span: sp(t.start, t.end) });
    else if (t.t === "tokens") els.push({ kind: "tokens", value: t.text === "X" ? "X" : Number(t.text), span: sp(t.start, t.end) });
    else if (t.t === "icon") els.push({ kind: "icon", name: t.text, span: sp(t.start, t.end) });
    else if (t.t === "string") els.push({ kind: "string", value: t.text, span: sp(t.start, t.end) });
  }
  close(toks.length ? toks[toks.length - 1]!.end : start);
  return { clauses: cl, separators: seps };
}

function sentence(toks: Lex[], sp: (a: number, b: number) => ReturnType<LineMap["span"]>, end: number): SentenceNode {
  const colon = toks.findIndex((t) => t.t === "punct" && t.text === ":");
  const label = colon > 0 ? clauses(toks.slice(0, colon), sp).clauses[0] : undefined;
  const rest = colon > 0 ? toks.slice(colon + 1) : toks;
  const { clauses: cl, separators } = clauses(rest, sp);
  return { kind: "sentence", label, clauses: cl, separators, span: sp(toks[0]!.start, end) };
}
