import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { check } from "../../compiler/semantics/check.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import { buildFile } from "./ast-builder.ts";
import { testVocabulary } from "./test-vocabulary.ts";

/**
 * Data-driven checker tests: each fixtures/*.card file lists, in `# expect:` comment lines, every
 * diagnostic it must produce (code, exact span, message, fix text), and in `# text:` lines the
 * rendered English of each ability in order. A fixture with no `# expect:` must check cleanly.
 */
const dir = new URL("./fixtures/", import.meta.url);
const options = { vocabularies: { ...vocabularies, "test-game": testVocabulary } };

export function formatDiagnostic(d: Diagnostic): string {
  const fix = d.fixes?.[0]?.edits[0];
  return `${d.code} ${d.span.line}:${d.span.column}-${d.span.endLine}:${d.span.endColumn} ${d.message}${fix ? ` [fix: ${fix.newText}]` : ""}`;
}

describe("checker fixtures", () => {
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".card")).sort()) {
    test(name, () => {
      const text = readFileSync(new URL(name, dir), "utf8");
      const expected = [...text.matchAll(/^# expect: (.*)$/gm)].map((m) => m[1]!.trim());
      const texts = [...text.matchAll(/^# text: (.*)$/gm)].map((m) => m[1]!.trim());
      const result = check([buildFile(text, name)], options);
      expect(result.diagnostics.map(formatDiagnostic).sort()).toEqual(expected.sort());
      if (texts.length) expect(result.sets.flatMap((s) => s.cards.flatMap((c) => c.text.split("\n")))).toEqual(texts);
    });
  }
});
