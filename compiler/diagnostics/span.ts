import type { Span } from "./diagnostic.ts";

/** Maps offsets to 1-based line/column for one file's text. Built once per file. */
export class LineMap {
  private readonly starts: number[] = [0];
  /** Index in `starts` of the line that `line` found last: a parser asks about offsets close to each other. */
  private recent = 0;

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 10 /* \n */) this.starts.push(i + 1);
      else if (ch === 13 /* \r */ && text.charCodeAt(i + 1) !== 10) this.starts.push(i + 1);
    }
  }

  /** 1-based line and column of a 0-based offset (clamped into the text). */
  position(offset: number): { line: number; column: number } {
    const o = this.clamp(offset);
    const l = this.lineIndex(o);
    return { line: l + 1, column: o - this.starts[l]! + 1 };
  }

  /** 1-based line of a 0-based offset (clamped), as `position` gives it, without building an object. */
  line(offset: number): number {
    const o = this.clamp(offset);
    const starts = this.starts;
    const l = this.recent;
    if (starts[l]! <= o && (l + 1 === starts.length || o < starts[l + 1]!)) return l + 1;
    this.recent = this.lineIndex(o);
    return this.recent + 1;
  }

  private clamp(offset: number): number {
    return Math.max(0, Math.min(offset, this.text.length));
  }

  /** Index in `starts` of the line holding the (clamped) offset `o`. */
  private lineIndex(o: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** 0-based offset of a 1-based line and column (clamped). */
  offset(line: number, column: number): number {
    const l = Math.max(1, Math.min(line, this.starts.length));
    return Math.min(this.text.length, this.starts[l - 1]! + Math.max(0, column - 1));
  }

  span(start: number, end: number): Span {
    const s = this.position(start);
    const e = this.position(Math.max(start, end));
    return { start, end: Math.max(start, end), line: s.line, column: s.column, endLine: e.line, endColumn: e.column };
  }

  get lineCount(): number {
    return this.starts.length;
  }
}
