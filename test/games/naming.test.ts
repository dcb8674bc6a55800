/**
 * Games are plugins: no code or config file of the repository names a game outside that game's folders —
 * runtime/games/<game>/, cards/<game>/, scenarios/<game>/, docs/games/<game>.md, test/games/<game>/,
 * bench/games/<game>.ts — but the registry (one line a game) and the published runtime API (runtime/index.ts keeps
 * the LOTR TCG's functions at its top level for existing users). Card text in the diagnostic catalogue's examples is
 * game text by nature. This file names no game either: it takes their names from the registry.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { globSync } from "tinyglobby";
import { expect, it } from "vitest";
import { plugins } from "../../runtime/games/registry.ts";

const ALLOWED = new Set(["runtime/games/registry.ts", "runtime/index.ts"]);

/** Code and config files; cards/ and scenarios/ hold game text, build/ and dist/ what is built from the rest. */
const FILES = ["**/*.ts", "**/*.mjs", "**/*.js", "**/*.json"];
const IGNORED = ["**/node_modules/**", "build/**", "dist/**", "cards/**", "scenarios/**", ".git/**"];

/**
 * What git ignores is built from the rest (lsp/vscode/out/server.js bundles every game, and other tests build it):
 * the repository's files are the tracked and the new ones, as `git ls-files` lists them.
 */
function repositoryFiles(patterns: string[]): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" });
  const known = new Set(listed.split("\n").filter(Boolean));
  return globSync(patterns, { ignore: IGNORED }).filter((f) => known.has(f)).sort();
}

function inFolderOf(game: string, file: string): boolean {
  const folders = [`runtime/games/${game}/`, `cards/${game}/`, `scenarios/${game}/`, `test/games/${game}/`];
  return folders.some((f) => file.startsWith(f)) || file === `docs/games/${game}.md` || file === `bench/games/${game}.ts`;
}

/**
 * The first game's code predates plugins: its tests and tools name it from these folders and files (the count by
 * folder is in the report of the change that made this test cover the whole repository). Every other game is held
 * strictly; this list only shrinks, as files move into test/games/<game>/ or stop naming the game.
 */
const FIRST_GAME_ERA = [
  "bench/engine.ts",
  "bench/lsp-inputs.ts",
  "bench/set01.ts",
  "bench/suites/",
  "examples/",
  "lsp/vscode/package.json",
  "scripts/shapes.ts",
  "test/cards/",
  "test/cli/",
  "test/decks/",
  "test/emit/",
  "test/engine/",
  "test/format/",
  "test/ide/",
  "test/lsp/",
  "test/render/",
  "test/runtime/",
  "test/scenarios/",
  "test/semantics/",
  "test/syntax/",
  "test/vscode/",
];
const firstGame = plugins[0]!.game;

function withoutExamples(file: string, text: string): string {
  return file.startsWith("compiler/diagnostics/codes/") ? text.replace(/(?:example|fixed):\s*("(?:[^"\\]|\\.)*"|`[^`]*`|'(?:[^'\\]|\\.)*')/g, "") : text;
}

function excused(game: string, file: string): boolean {
  if (ALLOWED.has(file) || inFolderOf(game, file)) return true;
  return game === firstGame && FIRST_GAME_ERA.some((f) => (f.endsWith("/") ? file.startsWith(f) : file === f));
}

it("no code or config file outside a game's folders names the game, but the registry", () => {
  const games = plugins.map((p) => p.game);
  expect(games.length).toBeGreaterThan(1);
  const files = repositoryFiles(FILES);
  expect(files).toContain("test/games/naming.test.ts");
  const hits: string[] = [];
  for (const file of files) {
    const text = withoutExamples(file, readFileSync(file, "utf8"));
    for (const game of games) if (!excused(game, file) && text.includes(game)) hits.push(`${file}: ${game}`);
  }
  expect(hits).toEqual([]);
});

it("keeps the first game's list of older folders to folders and files that still name it", () => {
  const stale = FIRST_GAME_ERA.filter((f) => {
    const files = f.endsWith("/") ? repositoryFiles(FILES.map((p) => `${f}${p}`)) : [f];
    return !files.some((file) => withoutExamples(file, readFileSync(file, "utf8")).includes(firstGame));
  });
  expect(stale).toEqual([]);
});
