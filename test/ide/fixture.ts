/**
 * Fixtures for IDE tests, in the style of rust-analyzer's: one or several files, each after a
 * `//- /path.card` header line (none: one file `/main.card`), with `$0` marking the cursor.
 */
import { expect } from "vitest";
import { Workspace } from "../../compiler/services/ide/index.ts";
import type { FileRange } from "../../compiler/services/ide/index.ts";

export const HEADER = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n';

export interface Fixture {
  ws: Workspace;
  /** The file holding the cursor (or the first file). */
  file: string;
  offset: number;
}

export function fixture(text: string): Fixture {
  const parts = text.split(/^\/\/- (\S+)[ \t]*\n/m);
  const files: [string, string][] = parts.length === 1 ? [["/main.card", parts[0]!]] : [];
  for (let k = 1; k < parts.length; k += 2) files.push([parts[k]!, parts[k + 1]!]);
  const ws = new Workspace();
  let file = files[0]![0];
  let offset = -1;
  for (const [path, body] of files) {
    const at = body.indexOf("$0");
    if (at >= 0) (file = path), (offset = at);
    ws.setFile(path, body.replace("$0", ""));
  }
  return { ws, file, offset };
}

/** `path 12-19 "text"` for each range, sorted, for comparing ranges as plain text. */
export function showRanges(ws: Workspace, ranges: readonly FileRange[]): string[] {
  return [...ranges]
    .sort((a, b) => a.file.localeCompare(b.file) || a.start - b.start)
    .map((r) => `${r.file} ${JSON.stringify((ws.text(r.file) ?? "").slice(r.start, r.end))}`);
}

/** Run `feature` at the fixture's cursor and compare what it returns (as text) with `expected`. */
export function check<T>(text: string, feature: (f: Fixture) => T, expected: unknown): void {
  const f = fixture(text);
  expect(feature(f)).toEqual(expected);
}
