import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import type { OutputFormat } from "../../diagnostics/format/formats.ts";
import { build } from "../../services/build.ts";
import type { JsonLayout } from "../../emit/json.ts";
import { loadSources } from "../../services/load-sources.ts";
import { projectContext } from "../../services/project.ts";
import { sortDiagnostics } from "../../services/sort-diagnostics.ts";
import { exitCodeFor, exitUsage } from "../exit-code.ts";
import { exitInterrupted, onInterrupt } from "../interrupt.ts";
import type { Output } from "../output.ts";
import { projectPaths } from "../project-paths.ts";
import { printReport, reportUsageProblems } from "../report.ts";
import { watchAndRerun, type RunResult } from "../watch.ts";

export interface BuildOptions {
  out: string;
  format: OutputFormat;
  watch?: boolean;
  /** Indent the JSON data files (compact unless told). */
  pretty?: boolean;
}

/** The files under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * Runs a build so that Ctrl-C leaves no temporary folder: the writes stage the output in folders beside it
 * (`.<out>.tmp-…`, services/write-atomic.ts), which are removed before exiting, the previous files they hold put back.
 */
async function interruptible<T>(outDir: string, work: () => Promise<T>): Promise<T> {
  const out = resolve(outDir);
  const prefix = `.${basename(out)}.tmp-`;
  const staging = () => {
    try {
      return readdirSync(dirname(out)).filter((f) => f.startsWith(prefix));
    } catch {
      return []; // no folder there yet (or a file): the build reports what it cannot write
    }
  };
  const before = new Set(staging());
  const interrupt = onInterrupt(() => {
    for (const name of staging().filter((f) => !before.has(f))) {
      const old = join(dirname(out), name, "old");
      for (const file of existsSync(old) ? filesUnder(old) : []) {
        if (existsSync(join(out, file))) continue;
        mkdirSync(dirname(join(out, file)), { recursive: true });
        renameSync(join(old, file), join(out, file));
      }
      rmSync(join(dirname(out), name), { recursive: true, force: true });
    }
    process.exit(exitInterrupted);
  });
  try {
    return await work();
  } finally {
    interrupt.dispose();
  }
}

async function buildOnce(paths: string[], outDir: string, layout: JsonLayout): Promise<RunResult> {
  return interruptible(outDir, () => buildFrom(paths, outDir, layout));
}

async function buildFrom(paths: string[], outDir: string, layout: JsonLayout): Promise<RunResult> {
  const loaded = await loadSources(paths);
  // A usage problem (missing path) stops here: building only the files that exist would drop cards silently.
  if (loaded.diagnostics.some((d) => d.severity === "error")) {
    return { diagnostics: sortDiagnostics(loaded.diagnostics), sources: loaded.sources, fileCount: loaded.found.length, notes: ["nothing written"] };
  }
  const built = await build(loaded.sources, outDir, await projectContext(loaded.sources), layout);
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
  // given no paths, the project's cards (re-read on each run of --watch)
  const project = paths.length ? null : await projectPaths(output, ["include"], opts.format);
  if (!paths.length && !project) return exitUsage;
  const layout = { pretty: opts.pretty === true };
  const first = await buildOnce(project?.paths ?? paths, opts.out, layout);
  if (reportUsageProblems(output, first.diagnostics)) return exitUsage;
  printReport(output, opts.format, first.diagnostics, first.sources, first.fileCount);
  // Machine formats keep stdout parseable: the list of written files goes to stderr.
  for (const note of first.notes) (opts.format === "human" ? output.out : output.err)(note);
  if (opts.watch && project) return watchAndRerun([project.project.root], first, async () => buildOnce((await projectPaths(output, ["include"]))?.paths ?? [], opts.out, layout), output);
  if (opts.watch) return watchAndRerun(paths, first, () => buildOnce(paths, opts.out, layout), output);
  return exitCodeFor(first.diagnostics);
}
