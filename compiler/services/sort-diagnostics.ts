import type { Diagnostic } from "../diagnostics/diagnostic.ts";

function compare(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Diagnostics in reading order: by file, line, column, then code (stable otherwise). */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compare(a.file, b.file) ||
      compare(a.span.line, b.span.line) ||
      compare(a.span.column, b.span.column) ||
      compare(a.code, b.code),
  );
}
