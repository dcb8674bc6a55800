import type { Diagnostic, Span } from "../diagnostic.ts";

function position(span: Span) {
  return { line: span.line, column: span.column, endLine: span.endLine, endColumn: span.endColumn };
}

/** The JSON form of one diagnostic: flat positions (1-based, end exclusive), absent fields as null. */
export function diagnosticToJson(d: Diagnostic) {
  return {
    code: d.code,
    severity: d.severity,
    file: d.file,
    ...position(d.span),
    message: d.message,
    expected: d.expected ?? null,
    found: d.found ?? null,
    fixes: (d.fixes ?? []).map((fix) => ({
      title: fix.title,
      edits: fix.edits.map((e) => ({ file: e.file, ...position(e.span), newText: e.newText })),
    })),
    related: (d.related ?? []).map((r) => ({ file: r.file, ...position(r.span), message: r.message })),
  };
}

/** A JSON array of every diagnostic. */
export function formatJson(diagnostics: readonly Diagnostic[]): string {
  return JSON.stringify(diagnostics.map(diagnosticToJson), null, 2);
}
