import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { grammarDiagramsHtml } from "../../compiler/syntax/diagrams.ts";

it("docs/diagrams/grammar.html is what `npm run diagrams` writes (regenerate it after grammar changes)", () => {
  const committed = readFileSync(join(import.meta.dirname, "..", "..", "docs", "diagrams", "grammar.html"), "utf8");
  expect(committed).toBe(grammarDiagramsHtml());
  for (const rule of ["file", "card", "cardBody", "kindLine", "statLine", "sentence", "clause", "group"]) expect(committed).toContain(`"name": "${rule}"`);
});
