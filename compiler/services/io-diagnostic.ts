import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import { codeInfo } from "../diagnostics/codes/index.ts";

/** The span used for problems about a whole file or path: an empty span at 1:1. */
export const fileStartSpan: Span = { start: 0, end: 0, line: 1, column: 1, endLine: 1, endColumn: 1 };

/** A CS9xxx diagnostic; its severity comes from the catalogue. */
export function ioDiagnostic(
  code: string,
  file: string,
  message: string,
  extra: { span?: Span; expected?: string; found?: string } = {},
): Diagnostic {
  const diagnostic: Diagnostic = {
    code,
    severity: codeInfo(code)?.severity ?? "error",
    file,
    span: extra.span ?? fileStartSpan,
    message,
  };
  if (extra.expected !== undefined) diagnostic.expected = extra.expected;
  if (extra.found !== undefined) diagnostic.found = extra.found;
  return diagnostic;
}
