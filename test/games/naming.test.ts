/**
 * Games are plugins: no source file outside a game's folder names a game, except the registry (one line a game) and
 * the published runtime API (runtime/index.ts keeps the LOTR TCG's functions at its top level for existing users).
 * Card text in the diagnostic catalogue's examples is game text by nature.
 */
import { readFileSync } from "node:fs";
import { globSync } from "tinyglobby";
import { expect, it } from "vitest";
import { plugins } from "../../runtime/games/registry.ts";

const ALLOWED = new Set(["runtime/games/registry.ts", "runtime/index.ts"]);

function withoutExamples(file: string, text: string): string {
  return file.startsWith("compiler/diagnostics/codes/") ? text.replace(/example:\s*("(?:[^"\\]|\\.)*"|`[^`]*`|'(?:[^'\\]|\\.)*')/g, "") : text;
}

it("no source outside a game's folder names a game, but the registry", () => {
  const games = plugins.map((p) => p.game);
  expect(games.length).toBeGreaterThan(1);
  const hits: string[] = [];
  for (const file of globSync(["runtime/**/*.ts", "compiler/**/*.ts", "lsp/**/*.ts"], { ignore: ["**/node_modules/**"] }).sort()) {
    if (ALLOWED.has(file)) continue;
    const text = withoutExamples(file, readFileSync(file, "utf8"));
    for (const game of games) if (!file.startsWith(`runtime/games/${game}/`) && text.includes(game)) hits.push(`${file}: ${game}`);
  }
  expect(hits).toEqual([]);
});
