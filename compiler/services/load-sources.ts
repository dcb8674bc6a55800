import { readFile, stat } from "node:fs/promises";
import type { Stats } from "node:fs";
import { join, resolve } from "node:path";
import { glob } from "tinyglobby";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { decodeSource } from "./decode.ts";
import { ioDiagnostic } from "./io-diagnostic.ts";
import type { SourceFile } from "./source.ts";

/** Files larger than this are refused (CS9006): a guard against compiling the wrong file. */
export const defaultMaxBytes = 64 * 1024 * 1024;

export interface LoadOptions {
  /** Directory relative paths are resolved against; defaults to the process's. */
  cwd?: string;
  maxBytes?: number;
}

export interface LoadResult {
  sources: SourceFile[];
  /** Every file the paths expanded to, read or not (for "… in N files"). */
  found: string[];
  diagnostics: Diagnostic[];
}

type Loaded = { source?: SourceFile; diagnostic?: Diagnostic };

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException)?.code ?? String(error);
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function statOrError(path: string): Promise<Stats | string> {
  try {
    return await stat(path);
  } catch (error) {
    return errorCode(error);
  }
}

/** The `.card` files under a directory, sorted, as paths joined onto the directory as given (or the error code). */
async function cardFilesIn(dir: string, absolute: string): Promise<string[] | string> {
  try {
    const found = await glob("**/*.card", { cwd: absolute, onlyFiles: true, ignore: ["**/node_modules/**"] });
    return found.sort().map((relative) => join(dir, relative));
  } catch (error) {
    return errorCode(error);
  }
}

async function loadFile(path: string, absolute: string, info: Stats, maxBytes: number): Promise<Loaded> {
  if (!info.isFile()) {
    return { diagnostic: ioDiagnostic("CS9003", path, `Expected a regular file, found something else (a device, pipe or socket) at ${path}.`, { expected: "a regular file", found: "not a regular file" }) };
  }
  if (info.size > maxBytes) {
    return { diagnostic: ioDiagnostic("CS9006", path, `Expected a file of at most ${size(maxBytes)}, found ${size(info.size)}.`, { expected: `at most ${size(maxBytes)}`, found: size(info.size) }) };
  }
  let bytes: Uint8Array;
  try {
    bytes = await readFile(absolute);
  } catch (error) {
    return { diagnostic: ioDiagnostic("CS9003", path, `Cannot read ${path} (${errorCode(error)}).`, { expected: "a readable file", found: errorCode(error) }) };
  }
  const decoded = decodeSource(bytes, path);
  if ("diagnostic" in decoded) return { diagnostic: decoded.diagnostic };
  if (decoded.text.trim() === "") {
    return { diagnostic: ioDiagnostic("CS9007", path, `Expected cards in ${path}, found an empty file; it is skipped.`, { expected: "a game line, a set line and cards", found: "an empty file" }) };
  }
  return { source: { path, text: decoded.text } };
}

/**
 * Read the `.card` files named by `paths` (files, or directories searched recursively).
 * Never throws: every I/O problem is a CS9xxx diagnostic, and the files that could be read are returned.
 */
export async function loadSources(paths: readonly string[], opts: LoadOptions = {}): Promise<LoadResult> {
  const cwd = opts.cwd ?? process.cwd();
  const maxBytes = opts.maxBytes ?? defaultMaxBytes;
  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, { path: string; info: Stats }>();

  for (const given of paths) {
    const absolute = resolve(cwd, given);
    const info = await statOrError(absolute);
    if (typeof info === "string") {
      const missing = info === "ENOENT" || info === "ENOTDIR";
      const message = missing ? `Expected a file or directory, found nothing at ${given}.` : `Cannot access ${given} (${info}).`;
      diagnostics.push(ioDiagnostic(missing ? "CS9001" : "CS9003", given, message, { expected: "an existing file or directory", found: info }));
      continue;
    }
    if (!info.isDirectory()) {
      if (!files.has(absolute)) files.set(absolute, { path: given, info });
      continue;
    }
    const inside = await cardFilesIn(given, absolute);
    if (typeof inside === "string") {
      diagnostics.push(ioDiagnostic("CS9003", given, `Cannot list the directory ${given} (${inside}).`, { expected: "a readable directory", found: inside }));
      continue;
    }
    if (inside.length === 0) {
      diagnostics.push(ioDiagnostic("CS9002", given, `Expected .card files in the directory ${given}, found none.`, { expected: ".card files", found: "no .card file" }));
    }
    for (const path of inside) {
      const fileAbsolute = resolve(cwd, path);
      if (files.has(fileAbsolute)) continue;
      const fileInfo = await statOrError(fileAbsolute);
      if (typeof fileInfo === "string") {
        diagnostics.push(ioDiagnostic("CS9003", path, `Cannot access ${path} (${fileInfo}).`, { expected: "a readable file", found: fileInfo }));
      } else files.set(fileAbsolute, { path, info: fileInfo });
    }
  }

  const entries = [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const loaded = await Promise.all(entries.map(([absolute, { path, info }]) => loadFile(path, absolute, info, maxBytes)));
  const sources: SourceFile[] = [];
  const found = entries.map(([, { path }]) => path);
  for (const result of loaded) {
    if (result.source) sources.push(result.source);
    if (result.diagnostic) diagnostics.push(result.diagnostic);
  }
  return { sources, found, diagnostics };
}
