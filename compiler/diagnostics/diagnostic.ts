/**
 * Diagnostics are values: every phase returns them instead of throwing.
 * Offsets are 0-based UTF-16 indexes into the file text; lines and columns are 1-based
 * (column counted in UTF-16 code units, like LSP and editors), end is exclusive.
 */
export interface Span {
  start: number;
  end: number;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export type Severity = "error" | "warning" | "info";

/** A text edit that fixes the problem: replace `span` of `file` by `newText`. */
export interface FixEdit {
  file: string;
  span: Span;
  newText: string;
}

export interface Fix {
  /** Short imperative title, e.g. "Replace with 'Skirmish'". */
  title: string;
  edits: FixEdit[];
}

export interface RelatedInformation {
  file: string;
  span: Span;
  message: string;
}

export interface Diagnostic {
  /** Stable code from the catalogue in docs/diagnostics.md, e.g. "CS2001". */
  code: string;
  severity: Severity;
  file: string;
  span: Span;
  /** One sentence naming what was expected and what was found. */
  message: string;
  expected?: string;
  found?: string;
  fixes?: Fix[];
  related?: RelatedInformation[];
}
