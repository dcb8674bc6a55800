/**
 * Reads the files with one extension (`.deck`, `.scenario`) named by paths: files given directly,
 * or found at any depth under directories. Never throws: problems are CS9xxx diagnostics.
 */
import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { glob } from "tinyglobby";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { ioDiagnostic } from "../services/io-diagnostic.ts";
import type { SourceFile } from "../services/source.ts";

export interface FoundFiles {
  sources: SourceFile[];
  diagnostics: Diagnostic[];
}

/** `.ext` files under `paths`; a missing path is CS9001 only when `reportMissing` (the caller's own paths). */
export async function readFilesWithExtension(paths: readonly string[], ext: string, opts: { cwd?: string; reportMissing?: boolean } = {}): Promise<FoundFiles> {
  const cwd = opts.cwd ?? process.cwd();
  const diagnostics: Diagnostic[] = [];
  const names: string[] = [];
  for (const given of paths) {
    const absolute = resolve(cwd, given);
    const info = await stat(absolute).catch(() => null);
    if (!info) {
      if (opts.reportMissing) diagnostics.push(ioDiagnostic("CS9001", given, `Expected a file or directory, found nothing at ${given}.`, { expected: "an existing file or directory", found: "nothing" }));
      continue;
    }
    if (info.isDirectory()) {
      const found = await glob(`**/*.${ext}`, { cwd: absolute, onlyFiles: true, ignore: ["**/node_modules/**"] });
      names.push(...found.sort().map((f) => join(given, f)));
    } else if (given.endsWith(`.${ext}`)) names.push(given);
  }
  const sources: SourceFile[] = [];
  for (const path of [...new Set(names)]) {
    try {
      sources.push({ path, text: await readFile(resolve(cwd, path), "utf8") });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException)?.code ?? String(error);
      diagnostics.push(ioDiagnostic("CS9003", path, `Cannot read ${path} (${code}).`, { expected: "a readable file", found: code }));
    }
  }
  return { sources, diagnostics };
}
