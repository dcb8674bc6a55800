/** Moving chunk-local results (spans counted from a chunk's start) to file positions. */
import type { Span } from "../../diagnostics/diagnostic.ts";

export interface Place {
  path: string;
  /** Offset and 0-based line of the chunk's start in its file. */
  start: number;
  line: number;
}

function isSpan(o: object): o is Span {
  const s = o as Span;
  return typeof s.start === "number" && typeof s.endLine === "number" && typeof s.column === "number";
}

function shiftSpan(s: Span, start: number, line: number): Span {
  return { start: s.start + start, end: s.end + start, line: s.line + line, column: s.column, endLine: s.endLine + line, endColumn: s.endColumn };
}

/** A copy of `value` with every span moved by `start` offsets and `line` lines (for syntax trees). */
export function shifted<T>(value: T, start: number, line: number): T {
  if (Array.isArray(value)) return value.map((v) => shifted(v, start, line)) as T;
  if (value === null || typeof value !== "object") return value;
  if (isSpan(value)) return shiftSpan(value, start, line) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = shifted(v, start, line);
  return out as T;
}

/**
 * A copy of `value` (diagnostics, side-table entries) where each `{ file, span }` pair naming a chunk is
 * moved to that chunk's place in its file: `file` becomes the real path.
 */
export function globalized<T>(value: T, place: (file: string) => Place | undefined): T {
  if (Array.isArray(value)) return value.map((v) => globalized(v, place)) as T;
  if (value === null || typeof value !== "object") return value;
  const o = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const at = typeof o["file"] === "string" && o["span"] && typeof o["span"] === "object" ? place(o["file"] as string) : undefined;
  for (const [k, v] of Object.entries(o)) {
    if (at && k === "file") out[k] = at.path;
    else if (at && k === "span") out[k] = shiftSpan(v as Span, at.start, at.line);
    else out[k] = globalized(v, place);
  }
  return out as T;
}
