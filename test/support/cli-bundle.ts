/**
 * Vitest global set-up: bundles the CLI once, as `npm run cardc` does, so that the tests that spawn `cardc` run what a
 * user runs, and start in a fraction of the time a TypeScript loader takes. Beside node_modules, so that its packages
 * resolve; one folder per run, so that a concurrent run never removes the bundle another one is using.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export default function setup(): () => void {
  const out = join(repoRoot, "node_modules", ".cache", `cardscript-test-${process.pid}`);
  execFileSync(process.execPath, ["scripts/build.mjs", "--out", out, "--only", "cardc.mjs", "--quiet"], { cwd: repoRoot, stdio: "inherit" });
  process.env.CARDC_TEST_BUNDLE = join(out, "cardc.mjs");
  return () => rmSync(out, { recursive: true, force: true });
}
