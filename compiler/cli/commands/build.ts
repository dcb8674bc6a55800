import type { OutputFormat } from "../../diagnostics/format/formats.ts";
import { build } from "../../services/build.ts";
import { loadSources } from "../../services/load-sources.ts";
import { projectContext } from "../../services/project.ts";
import { sortDiagnostics } from "../../services/sort-diagnostics.ts";
import { exitCodeFor, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { printReport, reportUsageProblems } from "../report.ts";
import { watchAndRerun, type RunResult } from "../watch.ts";

export interface BuildOptions {
  out: string;
  format: OutputFormat;
  watch?: boolean;
}

async function buildOnce(paths: string[], outDir: string): Promise<RunResult> {
  const loaded = await loadSources(paths);
  // A usage problem (missing path) stops here: building only the files that exist would drop cards silently.
  if (loaded.diagnostics.some((d) => d.severity === "error")) {
    return { diagnostics: sortDiagnostics(loaded.diagnostics), sources: loaded.sources, fileCount: loaded.found.length, notes: ["nothing written"] };
  }
  const built = await build(loaded.sources, outDir, await projectContext(loaded.sources));
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...built.diagnostics]);
  const failed = diagnostics.some((d) => d.severity === "error");
  const notes = failed ? ["nothing written"] : built.written.length ? built.written.map((f) => `wrote ${f}`) : ["no cards, so nothing to write"];
  return { diagnostics, sources: loaded.sources, fileCount: loaded.found.length, notes };
}

export async function runBuild(paths: string[], opts: BuildOptions, output: Output): Promise<number> {
  if (opts.watch && opts.format !== "human") {
    output.err(`cardc: --watch prints changes in the human format; it cannot be used with --format ${opts.format}`);
    return exitUsage;
  }
  const first = await buildOnce(paths, opts.out);
  if (reportUsageProblems(output, first.diagnostics)) return exitUsage;
  printReport(output, opts.format, first.diagnostics, first.sources, first.fileCount);
  // Machine formats keep stdout parseable: the list of written files goes to stderr.
  for (const note of first.notes) (opts.format === "human" ? output.out : output.err)(note);
  if (opts.watch) return watchAndRerun(paths, first, () => buildOnce(paths, opts.out), output);
  return exitCodeFor(first.diagnostics);
}
