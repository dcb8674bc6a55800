import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { formatDiagnostics, summaryLine, type OutputFormat } from "../diagnostics/format/index.ts";
import type { SourceFile } from "../services/source.ts";
import { isUsageProblem } from "./exit-code.ts";
import type { Output } from "./output.ts";
import { version } from "./version.ts";

export function textLookup(sources: readonly SourceFile[]): (file: string) => string | undefined {
  const texts = new Map(sources.map((s) => [s.path, s.text]));
  return (file) => texts.get(file);
}

/** Print diagnostics in `format`; the human format ends with the summary line. */
export function printReport(output: Output, format: OutputFormat, diagnostics: readonly Diagnostic[], sources: readonly SourceFile[], fileCount: number): void {
  const body = formatDiagnostics(format, diagnostics, { textOf: textLookup(sources), color: output.color, toolVersion: version });
  if (format === "human") {
    output.out(body ? `${body}\n\n${summaryLine(diagnostics, fileCount)}` : summaryLine(diagnostics, fileCount));
  } else if (body || format !== "github") output.out(body);
}

/** Usage problems (missing path, unreadable, cannot write), one line each on stderr. True if there were any. */
export function reportUsageProblems(output: Output, diagnostics: readonly Diagnostic[]): boolean {
  const problems = diagnostics.filter(isUsageProblem);
  for (const d of problems) output.err(`cardc: ${d.message} (${d.code})`);
  return problems.length > 0;
}
