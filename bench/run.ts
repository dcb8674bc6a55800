/**
 * `npm run bench`: runs every suite and writes BENCHMARKS.md (machine noted at the top).
 * Add a suite (runtime bundle size, games per second, …) by appending it to `suites`.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import { engineSuite } from "./engine.ts";
import { lspSuite } from "./lsp.ts";
import { compileSuite } from "./suites/compile.ts";
import type { Suite } from "./suites/suite.ts";

const suites: Suite[] = [compileSuite, lspSuite, engineSuite];

function machine(): string {
  const cpus = os.cpus();
  return [
    `- date: ${new Date().toISOString()}`,
    `- cpu: ${cpus[0]?.model.trim() ?? "unknown"} (${cpus.length} cores)`,
    `- memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- os: ${os.type()} ${os.release()} (${os.arch()})`,
    `- node: ${process.version}`,
  ].join("\n");
}

const only = process.argv.slice(2);
const sections: string[] = [];
for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  sections.push(await suite.run());
}
const report = ["# Benchmarks", "", "Written by `npm run bench` (bench/run.ts); numbers from one run on:", "", machine(), "", ...sections.flatMap((s) => [s, ""])].join("\n");
writeFileSync(resolve(import.meta.dirname, "../BENCHMARKS.md"), report);
console.log(report);
