/**
 * `npm run bench`: runs every suite and writes BENCHMARKS.md (machine noted at the top).
 * Add a suite (runtime bundle size, games per second, …) by appending it to `suites`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import { engineSuite } from "./engine.ts";
import { lspSuite } from "./lsp.ts";
import { set01Suite } from "./set01.ts";
import { compileSuite } from "./suites/compile.ts";
import type { Suite } from "./suites/suite.ts";

const suites: Suite[] = [compileSuite, lspSuite, engineSuite, set01Suite];

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

/**
 * `npm run bench -- <suite> …` runs only the named suites and replaces only their sections (by `## ` heading)
 * in the existing BENCHMARKS.md, each marked with when and where it was rerun; the other sections stay.
 */
function replaceSections(previous: string, sections: string[]): string {
  const blocks = previous.trimEnd().split(/\n(?=## )/);
  const heading = (block: string) => block.split("\n", 1)[0]!;
  const note = `_Rerun alone (\`npm run bench -- ${only.join(" ")}\`) on ${new Date().toISOString()}: ${os.cpus()[0]?.model.trim() ?? "unknown cpu"}, node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}._`;
  for (const section of sections) {
    const k = blocks.findIndex((b) => heading(b) === heading(section));
    const marked = `${section}\n\n${note}`;
    if (k > 0) blocks[k] = marked;
    else blocks.push(marked);
  }
  return blocks.map((b) => b.trimEnd()).join("\n\n") + "\n";
}

const only = process.argv.slice(2);
const sections: string[] = [];
for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  sections.push(await suite.run());
}
const file = resolve(import.meta.dirname, "../BENCHMARKS.md");
const report =
  only.length > 0 && existsSync(file)
    ? replaceSections(readFileSync(file, "utf8"), sections)
    : ["# Benchmarks", "", "Written by `npm run bench` (bench/run.ts); numbers from one run on:", "", machine(), "", ...sections.flatMap((s) => [s, ""])].join("\n");
writeFileSync(file, report);
console.log(report);
