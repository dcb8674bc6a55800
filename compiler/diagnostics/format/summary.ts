import type { Diagnostic } from "../diagnostic.ts";

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** `2 errors, 1 warning in 3 files` or `no problems in 9 files`. */
export function summaryLine(diagnostics: readonly Diagnostic[], fileCount: number): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.filter((d) => d.severity === "warning").length;
  const infos = diagnostics.filter((d) => d.severity === "info").length;
  const parts: string[] = [];
  if (errors) parts.push(count(errors, "error"));
  if (warnings) parts.push(count(warnings, "warning"));
  if (infos) parts.push(count(infos, "note"));
  return `${parts.length ? parts.join(", ") : "no problems"} in ${count(fileCount, "file")}`;
}
