import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { ioDiagnostic } from "./io-diagnostic.ts";

/**
 * Run one compiler phase; if it throws (a bug: bad input must yield diagnostics), report an
 * internal error (CS9999) naming the phase and go on with `fallback`, so callers always get a value.
 */
export function guardPhase<T>(phase: string, file: string, diagnostics: Diagnostic[], fallback: T, run: () => T): T {
  try {
    return run();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    diagnostics.push(
      ioDiagnostic("CS9999", file, `Internal error in the ${phase}: ${reason}. This is a bug in cardc; please report it.`, {
        expected: `the ${phase} to finish`,
        found: error instanceof Error ? error.name : "a thrown value",
      }),
    );
    return fallback;
  }
}
