/**
 * `npm run fuzz:props [-- scale]`: the property tests (every test file that imports fast-check), each with
 * `scale` times its cases (10 unless given) from a random seed. See test/support/properties.ts.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { glob } from "tinyglobby";

const scale = process.argv[2] ?? "10";
if (!(Number(scale) > 0)) {
  console.error(`fuzz:props: the scale must be a positive number, found '${scale}'`);
  process.exit(2);
}
const files = (await glob("test/**/*.test.ts")).filter((f) => /from "fast-check"/.test(readFileSync(f, "utf8"))).sort();
// vitest's own bin run by this node (no shell, so it runs the same on every system)
const vitest = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
// the suite's time limit per test (vitest.config.ts) grows with the number of cases
const timeout = `--testTimeout=${Math.ceil(60_000 * Number(scale))}`;
const run = spawnSync(process.execPath, [vitest, "run", timeout, ...files], { stdio: "inherit", env: { ...process.env, CARDSCRIPT_FUZZ_SCALE: scale } });
process.exit(run.status ?? 1);
