import type { OutputFormat } from "../../diagnostics/format/formats.ts";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { checkDecks, deckGames, withDecks } from "../../decks/index.ts";
import type { SetIR } from "../../ir/ir.ts";
import { compile } from "../../services/compile.ts";
import { loadSources } from "../../services/load-sources.ts";
import { projectContext } from "../../services/project.ts";
import { sortDiagnostics } from "../../services/sort-diagnostics.ts";
import { exitCodeFor, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { projectPaths } from "../project-paths.ts";
import { printReport, reportUsageProblems } from "../report.ts";
import { watchAndRerun, type RunResult } from "../watch.ts";

export interface CheckOptions {
  format: OutputFormat;
  watch?: boolean;
}

/**
 * The bundled cards (`cards/<game>/` under the current directory) of each deck game that has no cards
 * among the paths checked, so that `cardc check my.deck` checks the deck against its game's cards.
 */
async function bundledCards(games: string[], sets: readonly SetIR[]): Promise<{ sets: Map<string, SetIR[]>; notes: string[] }> {
  const out = new Map<string, SetIR[]>();
  const notes: string[] = [];
  for (const game of games) {
    const dir = join("cards", game);
    if (sets.some((s) => s.game === game) || !existsSync(dir)) continue;
    const bundled = compile((await loadSources([dir])).sources).sets.filter((s) => s.game === game);
    if (bundled.length === 0) continue;
    out.set(game, bundled);
    notes.push(`decks of ${game} checked against the cards in ${dir} (no ${game} cards among the paths)`);
  }
  return { sets: out, notes };
}

async function checkOnce(paths: string[]): Promise<RunResult> {
  const loaded = await withDecks(paths, await loadSources(paths));
  const compiled = compile(loaded.sources, await projectContext(loaded.sources));
  const fallback = await bundledCards(deckGames(loaded.decks), compiled.sets);
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...compiled.diagnostics, ...checkDecks(loaded.decks, compiled.sets, fallback.sets)]);
  return { diagnostics, sources: [...loaded.sources, ...loaded.decks], fileCount: loaded.found.length, notes: fallback.notes };
}

export async function runCheck(paths: string[], opts: CheckOptions, output: Output): Promise<number> {
  if (opts.watch && opts.format !== "human") {
    output.err(`cardc: --watch prints changes in the human format; it cannot be used with --format ${opts.format}`);
    return exitUsage;
  }
  // given no paths, the project's cards and decks (re-read on each run of --watch: files come and go)
  const project = paths.length ? null : await projectPaths(output, ["include", "decks"], opts.format);
  if (!paths.length && !project) return exitUsage;
  const first = await checkOnce(project?.paths ?? paths);
  if (reportUsageProblems(output, first.diagnostics)) return exitUsage;
  if (opts.format === "human") for (const note of first.notes) output.out(note);
  printReport(output, opts.format, first.diagnostics, first.sources, first.fileCount);
  if (opts.watch && project) return watchAndRerun([project.project.root], first, async () => checkOnce((await projectPaths(output, ["include", "decks"]))?.paths ?? []), output);
  if (opts.watch) return watchAndRerun(paths, first, () => checkOnce(paths), output);
  return exitCodeFor(first.diagnostics);
}
