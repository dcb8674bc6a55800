/**
 * How the property tests run. `npm test` gives every one the same seed, so a run is repeatable and a red run
 * is a regression, not a new random find. `npm run fuzz:props` (`CARDSCRIPT_FUZZ_SCALE=N`) runs N times as many
 * cases from a random seed, which fast-check prints with the shrunk counterexample when a property fails:
 * add that case to the test's `examples` so `npm test` keeps it.
 */
import fc from "fast-check";

export const FIXED_SEED = 42;
const scale = Number(process.env.CARDSCRIPT_FUZZ_SCALE) || 0;

/** Applied by vitest before each test file (see vitest.config.ts). */
export function configureProperties(): void {
  // a test without its own `numRuns` runs fast-check's default of 100
  fc.configureGlobal(scale ? { numRuns: runs(100) } : { seed: FIXED_SEED });
}

/** A test's number of cases, scaled when fuzzing. */
export function runs(numRuns: number): number {
  return scale ? Math.ceil(numRuns * scale) : numRuns;
}
