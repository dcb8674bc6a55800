/**
 * Baselines (TypeScript-compiler style): every `test/fixtures/**\/*.card` has its expected outputs
 * beside it — `<name>.diagnostics.txt`, `<name>.text.txt`, `<name>.json` — compared by
 * baselines.test.ts and rewritten on purpose by `npm run accept`.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { globSync } from "tinyglobby";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { emitJson } from "../../compiler/emit/json.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import { cardsInIdOrder } from "../../compiler/emit/paths.ts";
import { emitText } from "../../compiler/emit/text.ts";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";

export const ROOT = resolve(import.meta.dirname, "../..");
export const FIXTURES = resolve(ROOT, "test/fixtures");

/** Every fixture, as a path relative to the repository root with `/` separators, sorted. */
export function fixturePaths(): string[] {
  return globSync("**/*.card", { cwd: FIXTURES }).map((p) => `test/fixtures/${p}`).sort();
}

/** `line:col-endLine:endCol CODE severity message`, in source order. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const sorted = [...diagnostics].sort(
    (a, b) => a.span.start - b.span.start || a.span.end - b.span.end || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  return sorted
    .map((d) => `${d.span.line}:${d.span.column}-${d.span.endLine}:${d.span.endColumn} ${d.code} ${d.severity} ${d.message}\n`)
    .join("");
}

export interface Baseline {
  /** Expected file path relative to the repository root. */
  path: string;
  actual: string;
}

/** The actual outputs of one fixture (path relative to the root), keyed by expected file. */
export function baselinesOf(fixture: string): Baseline[] {
  const text = readFileSync(resolve(ROOT, fixture), "utf8");
  const parsed = parse(text, fixture);
  const checked = check([parsed.file]);
  const cards = cardsInIdOrder(checked.sets.flatMap((s) => s.cards));
  const base = fixture.replace(/\.card$/, "");
  return [
    { path: `${base}.diagnostics.txt`, actual: formatDiagnostics([...parsed.diagnostics, ...checked.diagnostics]) },
    { path: `${base}.text.txt`, actual: emitText(cards) },
    { path: `${base}.json`, actual: emitJson(cards, vocabularies[checked.sets[0]?.game ?? ""], { pretty: true }) },
  ];
}
