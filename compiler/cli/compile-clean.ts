/**
 * The first step of the commands that read compiled cards and refuse any error (`text`, `gallery`): the paths given,
 * or the project's sources, loaded and compiled with their project as context; on an error, the report printed.
 */
import { compile, type CompileResult } from "../services/compile.ts";
import { loadSources, type LoadResult } from "../services/load-sources.ts";
import { projectContext } from "../services/project.ts";
import { sortDiagnostics } from "../services/sort-diagnostics.ts";
import { exitCodeFor, exitUsage } from "./exit-code.ts";
import type { Output } from "./output.ts";
import { projectPaths } from "./project-paths.ts";
import { printReport, reportUsageProblems } from "./report.ts";

export type CompiledClean = { paths: string[]; loaded: LoadResult; compiled: CompileResult } | { exit: number };

/** Compiles `paths` (the project's sources when none); `{ exit }` when there was a usage problem or an error, reported. */
export async function compileClean(paths: string[], output: Output, onErrors?: () => void): Promise<CompiledClean> {
  if (!paths.length) {
    const project = await projectPaths(output, ["include"]);
    if (!project) return { exit: exitUsage };
    paths = project.paths;
  }
  const loaded = await loadSources(paths);
  if (reportUsageProblems(output, loaded.diagnostics)) return { exit: exitUsage };
  const compiled = compile(loaded.sources, await projectContext(loaded.sources));
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...compiled.diagnostics]);
  if (diagnostics.some((d) => d.severity === "error")) {
    printReport(output, "human", diagnostics, loaded.sources, loaded.found.length);
    onErrors?.();
    return { exit: exitCodeFor(diagnostics) };
  }
  return { paths, loaded, compiled };
}
