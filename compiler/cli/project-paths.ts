/**
 * What a command given no paths works on: the files of the working directory's project (its `cardscript.json`, or
 * the folder's own files without one). A bad project file is reported with excerpts, and the command does not run.
 */
import type { OutputFormat } from "../diagnostics/format/formats.ts";
import { ioDiagnostic } from "../services/io-diagnostic.ts";
import { displayPath, openProject, projectFiles, type Project } from "../services/project.ts";
import { sortDiagnostics } from "../services/sort-diagnostics.ts";
import type { Output } from "./output.ts";
import { printReport } from "./report.ts";

export type ProjectKind = "include" | "decks" | "scenarios";

export interface ProjectPaths {
  project: Project;
  /** The files, relative to the working directory where under it. */
  paths: string[];
}

/** The project's files of `kinds`, or null after printing why there are none to work on. */
export async function projectPaths(output: Output, kinds: readonly ProjectKind[], format: OutputFormat = "human", cwd = process.cwd()): Promise<ProjectPaths | null> {
  const { project, diagnostics } = await openProject(cwd, cwd);
  const where = project.file ? displayPath(project.file, cwd) : `the folder ${displayPath(project.root, cwd) || "."} (no ${"cardscript.json"} found)`;
  if (diagnostics.length) {
    const shown = sortDiagnostics(diagnostics).map((d) => ({ ...d, file: displayPath(d.file, cwd) }));
    const sources = project.text !== undefined ? [{ path: shown[0]!.file, text: project.text }] : [];
    printReport(output, format, shown, sources, 1);
    return null;
  }
  const found = await Promise.all(kinds.map((k) => projectFiles(project, k)));
  const paths = [...new Set(found.flat())].map((p) => displayPath(p, cwd));
  if (kinds.includes("include") && found[kinds.indexOf("include")]!.length === 0) {
    const d = ioDiagnostic("CS9103", project.file ? displayPath(project.file, cwd) : ".", `Expected .card files in the project of ${where}, found none (include: ${project.include.join(", ")}).`, { expected: ".card files", found: "none" });
    output.err(`cardc: ${d.message} (${d.code})`);
    return null;
  }
  return { project, paths };
}
