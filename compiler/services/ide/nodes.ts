/** Finding side-table entries under a cursor. Offsets are 0-based UTF-16 indexes, like `Span.start`. */
import type { Span } from "../../diagnostics/diagnostic.ts";
import type { NodeInfo } from "../../semantics/check.ts";

/** How specific a kind is: a reference beats the noun phrase around it, which beats the phrase. */
const rank: Record<NodeInfo["kind"], number> = { ref: 0, title: 0, card: 0, timing: 0, keyword: 0, noun: 1, phrase: 2, duration: 3 };

export function contains(span: Span, offset: number): boolean {
  return span.start <= offset && offset <= span.end;
}

/** The most specific entry covering `offset` (smallest span, then the most specific kind); durations only when asked for. */
export function nodeAt(index: readonly NodeInfo[], offset: number, kinds?: readonly NodeInfo["kind"][]): NodeInfo | undefined {
  let best: NodeInfo | undefined;
  for (const n of index) {
    if (!contains(n.span, offset) || (kinds ? !kinds.includes(n.kind) : n.kind === "duration")) continue;
    if (!best) best = n;
    else {
      const a = rank[n.kind] - rank[best.kind];
      if (a < 0 || (a === 0 && n.span.end - n.span.start < best.span.end - best.span.start)) best = n;
    }
  }
  return best;
}

export function sameSpan(a: { file: string; span: Span }, b: { file: string; span: Span }): boolean {
  return a.file === b.file && a.span.start === b.span.start && a.span.end === b.span.end;
}

/** A range of one file, as offsets. */
export interface FileRange {
  file: string;
  start: number;
  end: number;
}

export function rangeOf(file: string, span: Span): FileRange {
  return { file, start: span.start, end: span.end };
}
