import type { Diagnostic } from "../diagnostics/diagnostic.ts";

export const exitOk = 0;
export const exitErrors = 1;
export const exitUsage = 2;

/** I/O codes that mean the command could not run as asked (bad path, cannot read or write): exit 2, not 1. */
const usageCodes = new Set(["CS9001", "CS9002", "CS9003", "CS9008"]);

export function isUsageProblem(d: Diagnostic): boolean {
  return usageCodes.has(d.code);
}

/** 2 for a usage or I/O problem, 1 for any other error, 0 otherwise (warnings are fine). */
export function exitCodeFor(diagnostics: readonly Diagnostic[]): number {
  if (diagnostics.some(isUsageProblem)) return exitUsage;
  return diagnostics.some((d) => d.severity === "error") ? exitErrors : exitOk;
}
