import type { OutputFormat } from "../../diagnostics/format/formats.ts";
import { checkDecks, withDecks } from "../../decks/index.ts";
import { compile } from "../../services/compile.ts";
import { loadSources } from "../../services/load-sources.ts";
import { sortDiagnostics } from "../../services/sort-diagnostics.ts";
import { exitCodeFor, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { printReport, reportUsageProblems } from "../report.ts";
import { watchAndRerun, type RunResult } from "../watch.ts";

export interface CheckOptions {
  format: OutputFormat;
  watch?: boolean;
}

async function checkOnce(paths: string[]): Promise<RunResult> {
  const loaded = await withDecks(paths, await loadSources(paths));
  const compiled = compile(loaded.sources);
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...compiled.diagnostics, ...checkDecks(loaded.decks, compiled.sets)]);
  return { diagnostics, sources: [...loaded.sources, ...loaded.decks], fileCount: loaded.found.length, notes: [] };
}

export async function runCheck(paths: string[], opts: CheckOptions, output: Output): Promise<number> {
  if (opts.watch && opts.format !== "human") {
    output.err(`cardc: --watch prints changes in the human format; it cannot be used with --format ${opts.format}`);
    return exitUsage;
  }
  const first = await checkOnce(paths);
  if (reportUsageProblems(output, first.diagnostics)) return exitUsage;
  printReport(output, opts.format, first.diagnostics, first.sources, first.fileCount);
  if (opts.watch) return watchAndRerun(paths, first, () => checkOnce(paths), output);
  return exitCodeFor(first.diagnostics);
}
