/**
 * `npm run accept`: rewrite every baseline beside test/fixtures/**\/*.card from the actual output.
 * Run it on purpose, after a deliberate change, and review the diff before committing.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { ROOT, baselinesOf, fixturePaths } from "../test/baselines/baseline-outputs.ts";

let changed = 0;
let total = 0;
for (const fixture of fixturePaths()) {
  for (const { path, actual } of baselinesOf(fixture)) {
    total++;
    const file = resolve(ROOT, path);
    if (existsSync(file) && readFileSync(file, "utf8") === actual) continue;
    writeFileSync(file, actual);
    changed++;
    console.log(`accepted ${path}`);
  }
}
console.log(`${changed} of ${total} baselines changed`);
