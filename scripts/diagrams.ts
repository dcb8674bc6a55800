/** Writes the grammar's railroad diagrams to docs/diagrams/grammar.html (`npm run diagrams`). */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { grammarDiagramsHtml } from "../compiler/syntax/diagrams.ts";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "docs", "diagrams", "grammar.html");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, grammarDiagramsHtml());
console.log(`wrote ${out}`);
