import { loadSources } from "../../services/load-sources.ts";
import { formatSources } from "../../services/format-sources.ts";
import { sortDiagnostics } from "../../services/sort-diagnostics.ts";
import { replaceFileAtomically } from "../../services/write-atomic.ts";
import { exitErrors, exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { printReport, reportUsageProblems } from "../report.ts";

export interface FmtOptions {
  check?: boolean;
}

function files(n: number): string {
  return `${n} file${n === 1 ? "" : "s"}`;
}

export async function runFmt(paths: string[], opts: FmtOptions, output: Output): Promise<number> {
  const loaded = await loadSources(paths);
  if (reportUsageProblems(output, loaded.diagnostics)) return exitUsage;
  const formatted = await formatSources(loaded.sources);
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...formatted.diagnostics]);
  const failed = diagnostics.some((d) => d.severity === "error");
  if (diagnostics.length) printReport(output, "human", diagnostics, loaded.sources, loaded.found.length);

  if (opts.check) {
    for (const file of formatted.changed) output.out(file.path);
    output.out(formatted.changed.length ? `${files(formatted.changed.length)} would be reformatted` : `${files(loaded.sources.length)} already formatted`);
    return formatted.changed.length || failed ? exitErrors : exitOk;
  }
  for (const file of formatted.changed) {
    const outcome = await replaceFileAtomically(file.path, file.text);
    if (!outcome.ok) {
      output.err(`cardc: Cannot write ${file.path} (${outcome.reason}); it is left unchanged. (CS9008)`);
      return exitUsage;
    }
    output.out(`formatted ${file.path}`);
  }
  output.out(`${files(formatted.changed.length)} reformatted, ${files(loaded.sources.length - formatted.changed.length)} unchanged`);
  return failed ? exitErrors : exitOk;
}
