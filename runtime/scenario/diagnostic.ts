/**
 * Problems in a scenario file, as plain data shaped like the compiler's Diagnostic (the runtime may
 * not import the compiler): code, severity, file, 1-based line/column span, message.
 */

export interface ScenarioSpan {
  start: number;
  end: number;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface ScenarioDiagnostic {
  code: string;
  severity: "error" | "warning";
  file: string;
  span: ScenarioSpan;
  message: string;
  expected?: string;
  found?: string;
  /** Edits that fix the problem (the compiler's Fix shape). */
  fixes?: { title: string; edits: { file: string; span: ScenarioSpan; newText: string }[] }[];
}

/** Span of `length` characters at a 1-based line/column, `offset` being its 0-based index in the file. */
export function spanAt(offset: number, line: number, column: number, length: number): ScenarioSpan {
  return { start: offset, end: offset + length, line, column, endLine: line, endColumn: column + length };
}
