/**
 * A project: the files that belong together (a set and its other sets, decks and scenarios). A project file,
 * `cardscript.json`, found by walking up from a file or folder as tsconfig.json is, names them by globs; without
 * one, a folder's own `.card` files are the project. Never throws: a bad project file is diagnostics.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import picomatch from "picomatch";
import { glob, globSync } from "tinyglobby";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { readProjectFile, projectDefaults, type ProjectSettings } from "../project/project-file.ts";
import { ioDiagnostic } from "./io-diagnostic.ts";
import { loadSources, type LoadOptions } from "./load-sources.ts";
import type { SourceFile } from "./source.ts";

export const projectFileName = "cardscript.json";

export interface Project extends ProjectSettings {
  /** The absolute folder the globs are relative to. */
  root: string;
  /** The absolute path of the project file; undefined for a folder without one. */
  file?: string;
  /** The project file's text (for excerpts of its diagnostics). */
  text?: string;
}

export interface OpenedProject {
  project: Project;
  /** The project file's problems (its defaults are used meanwhile). */
  diagnostics: Diagnostic[];
}

/** The nearest `cardscript.json` in `dir` or a folder above it. */
export function findProjectFile(dir: string): string | undefined {
  for (let at = resolve(dir); ; at = dirname(at)) {
    const candidate = join(at, projectFileName);
    if (existsSync(candidate)) return candidate;
    if (dirname(at) === at) return undefined;
  }
}

/** The project without a project file: the `.card` files in `dir` and its subfolders (as `cardc check <dir>`). */
export function folderProject(dir: string): Project {
  return { root: resolve(dir), include: ["**/*.card"], exclude: [], decks: ["**/*.deck"], scenarios: ["**/*.scenario"] };
}

/** Reads the project file at `file`. */
export function readProjectSync(file: string): OpenedProject {
  const absolute = resolve(file);
  let text: string;
  try {
    text = readFileSync(absolute, "utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException)?.code ?? String(error);
    return { project: { root: dirname(absolute), file: absolute, ...projectDefaults() }, diagnostics: [ioDiagnostic("CS9003", file, `Cannot read ${file} (${code}).`, { expected: "a readable file", found: code })] };
  }
  const { settings, diagnostics } = readProjectFile(text, file);
  return { project: { root: dirname(absolute), file: absolute, text, ...settings }, diagnostics };
}

export async function readProject(file: string): Promise<OpenedProject> {
  return readProjectSync(file);
}

/**
 * The project of the working directory (`from` a folder) or of a file: the nearest project file's, else the
 * folder's own (for a file, its folder's `.card` files beside it).
 */
export function openProjectSync(from: string, cwd = process.cwd()): OpenedProject {
  const absolute = resolve(cwd, from);
  const isDir = existsSync(absolute) && statSync(absolute).isDirectory();
  const dir = isDir ? absolute : dirname(absolute);
  const file = findProjectFile(dir);
  if (file) return readProjectSync(file);
  return { project: isDir ? folderProject(dir) : { ...folderProject(dir), include: ["*.card"] }, diagnostics: [] };
}

export async function openProject(from: string, cwd = process.cwd()): Promise<OpenedProject> {
  return openProjectSync(from, cwd);
}

const ignored = ["**/node_modules/**", "**/.git/**"];

const globOptions = (project: Project) => ({ cwd: project.root, absolute: true, onlyFiles: true, ignore: [...ignored, ...project.exclude], expandDirectories: false });

/** The absolute paths, sorted, of the project's files of one kind. */
export async function projectFiles(project: Project, kind: "include" | "decks" | "scenarios"): Promise<string[]> {
  if (project[kind].length === 0) return [];
  try {
    return (await glob(project[kind], globOptions(project))).map((p) => resolve(p)).sort();
  } catch {
    return [];
  }
}

/** `projectFiles`, synchronously. */
export function projectFilesSync(project: Project, kind: "include" | "decks" | "scenarios"): string[] {
  if (project[kind].length === 0) return [];
  try {
    return globSync(project[kind], globOptions(project)).map((p) => resolve(p)).sort();
  } catch {
    return [];
  }
}

/** Paths as a command prints them: relative to the working directory when under it. */
export function displayPath(absolute: string, cwd = process.cwd()): string {
  const rel = relative(cwd, absolute);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : absolute;
}

/**
 * Whether the project's `include` globs (less its `exclude` globs) take `path`, a file that need not exist yet
 * (a new file open in an editor belongs to the project it will be saved in).
 */
export function projectMatcher(project: Project): (path: string) => boolean {
  const options = { dot: false, windows: false };
  const included = project.include.length ? picomatch(project.include, options) : () => false;
  const excluded = picomatch([...ignored, ...project.exclude], options);
  return (path) => {
    const rel = relative(project.root, resolve(path)).split("\\").join("/");
    return rel !== "" && !rel.startsWith("../") && !isAbsolute(rel) && included(rel) && !excluded(rel);
  };
}

/** Whether `path` is one of the project's sources. */
export async function inProject(project: Project, path: string): Promise<boolean> {
  return (await projectFiles(project, "include")).includes(resolve(path));
}

/**
 * The `.card` files of the projects of `sources` that are not among them: checked with them as context, so a
 * set names the titles of the project's other sets without being checked together with them. A source its
 * nearest project file does not include has its own folder's `.card` files as its project.
 */
export async function projectContext(sources: readonly SourceFile[], opts: LoadOptions = {}): Promise<SourceFile[]> {
  const cwd = opts.cwd ?? process.cwd();
  const given = new Set(sources.map((s) => resolve(cwd, s.path)));
  const members = new Set<string>();
  const byFile = new Map<string, Promise<string[]>>();
  for (const source of sources) {
    const absolute = resolve(cwd, source.path);
    const file = findProjectFile(dirname(absolute));
    const key = file ?? `folder:${dirname(absolute)}`;
    if (!byFile.has(key)) byFile.set(key, file ? readProject(file).then(({ project }) => projectFiles(project, "include")) : Promise.resolve([]));
    const files = await byFile.get(key)!;
    const own = files.includes(absolute) ? files : await projectFiles({ ...folderProject(dirname(absolute)), include: ["*.card"] }, "include");
    for (const f of own) if (!given.has(f)) members.add(f);
  }
  if (!members.size) return [];
  const loaded = await loadSources([...members].sort().map((f) => displayPath(f, cwd)), opts);
  return loaded.sources;
}
