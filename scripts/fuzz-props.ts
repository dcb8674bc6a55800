/**
 * `npm run fuzz:props [-- scale]`: the property tests (every test file that imports fast-check), each with
 * `scale` times its cases (10 unless given) from a random seed. See test/support/properties.ts.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { glob } from "tinyglobby";

const scale = process.argv[2] ?? "10";
if (!(Number(scale) > 0)) {
  console.error(`fuzz:props: the scale must be a positive number, found '${scale}'`);
  process.exit(2);
}
const files = (await glob("test/**/*.test.ts")).filter((f) => /from "fast-check"/.test(readFileSync(f, "utf8"))).sort();
// the suite's time limit per test (vitest.config.ts) grows with the number of cases
const run = spawnSync("npx", ["vitest", "run", `--testTimeout=${Math.ceil(60_000 * Number(scale))}`, ...files], { stdio: "inherit", env: { ...process.env, CARDSCRIPT_FUZZ_SCALE: scale } });
process.exit(run.status ?? 1);
