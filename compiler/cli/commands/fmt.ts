import { readFile } from "node:fs/promises";
import { loadSources } from "../../services/load-sources.ts";
import { formatSources } from "../../services/format-sources.ts";
import type { SourceFile } from "../../services/source.ts";
import { sortDiagnostics } from "../../services/sort-diagnostics.ts";
import { replaceFileAtomically } from "../../services/write-atomic.ts";
import { exitErrors, exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { projectPaths } from "../project-paths.ts";
import { printReport, reportUsageProblems } from "../report.ts";

export interface FmtOptions {
  check?: boolean;
}

/**
 * The formatter writes LF without a BOM; a file keeps its own style: a leading UTF-8 BOM and CRLF line
 * breaks (when its first line break is CRLF) are put back. Undefined when the file is already formatted so.
 */
async function inFileStyle(path: string, original: string, formatted: string): Promise<string | undefined> {
  const bytes = await readFile(path).catch(() => undefined);
  const bom = bytes !== undefined && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? "\uFEFF" : "";
  const crlf = /\r\n|\n|\r/.exec(original)?.[0] === "\r\n";
  const text = bom + (crlf ? formatted.replace(/\r?\n/g, "\r\n") : formatted);
  return text === bom + original ? undefined : text;
}

function files(n: number): string {
  return `${n} file${n === 1 ? "" : "s"}`;
}

export async function runFmt(paths: string[], opts: FmtOptions, output: Output): Promise<number> {
  const project = paths.length ? null : await projectPaths(output, ["include"]);
  if (!paths.length && !project) return exitUsage;
  const loaded = await loadSources(project?.paths ?? paths);
  if (reportUsageProblems(output, loaded.diagnostics)) return exitUsage;
  const formatted = await formatSources(loaded.sources);
  const originals = new Map(loaded.sources.map((s) => [s.path, s.text]));
  const changed: SourceFile[] = [];
  for (const file of formatted.changed) {
    const text = await inFileStyle(file.path, originals.get(file.path) ?? "", file.text);
    if (text !== undefined) changed.push({ path: file.path, text });
  }
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...formatted.diagnostics]);
  const failed = diagnostics.some((d) => d.severity === "error");
  if (diagnostics.length) printReport(output, "human", diagnostics, loaded.sources, loaded.found.length);

  if (opts.check) {
    for (const file of changed) output.out(file.path);
    output.out(changed.length ? `${files(changed.length)} would be reformatted` : `${files(loaded.sources.length)} already formatted`);
    return changed.length || failed ? exitErrors : exitOk;
  }
  for (const file of changed) {
    const outcome = await replaceFileAtomically(file.path, file.text);
    if (!outcome.ok) {
      output.err(`cardc: Cannot write ${file.path} (${outcome.reason}); it is left unchanged. (CS9008)`);
      return exitUsage;
    }
    output.out(`formatted ${file.path}`);
  }
  output.out(`${files(changed.length)} reformatted, ${files(loaded.sources.length - changed.length)} unchanged`);
  return failed ? exitErrors : exitOk;
}
