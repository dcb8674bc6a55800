/**
 * The .card files of the workspace folders' projects, read at start so references across files resolve, and read
 * again when a project file changes. A folder's project is the nearest cardscript.json's (in it or above it, as
 * tsconfig.json is found); without one, every .card file under the folder.
 */
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Workspace } from "../../compiler/services/ide/index.ts";
import { folderProject, findProjectFile, projectFiles, projectMatcher, readProject, type Project } from "../../compiler/services/project.ts";

const MAX_FILES = 20_000;
const MAX_BYTES = 4 * 1024 * 1024;

export interface FolderProjects {
  /** The projects of the folders (one per project file; a folder without one is a project of its own). */
  projects: Project[];
  /** Their .card files, absolute. */
  members: Set<string>;
  /**
   * The project a file is checked with: the first whose globs take it (on disk or not yet), named by its root;
   * a file no project takes is checked with the other such files of its folder, never with a project's.
   */
  scopeOf: (path: string) => string;
}

/** No folders, no projects: every file is checked with its own folder's. */
export const noProjects: FolderProjects = { projects: [], members: new Set(), scopeOf: (path) => `loose:${dirname(path)}` };

/** The projects of `folders` and their .card files (a bad project file counts with its defaults, as the CLI reports it). */
export async function folderProjects(folders: readonly string[]): Promise<FolderProjects> {
  const projects = new Map<string, Project>();
  for (const folder of folders) {
    const file = findProjectFile(folder);
    const project = file ? (await readProject(file)).project : folderProject(folder);
    projects.set(file ?? `folder:${project.root}`, project);
  }
  const members = new Set<string>();
  for (const project of projects.values()) for (const path of await projectFiles(project, "include")) if (members.size < MAX_FILES) members.add(path);
  const matchers = [...projects.values()].map((p) => ({ root: p.root, takes: projectMatcher(p) }));
  const scopeOf = (path: string) => matchers.find((m) => m.takes(path))?.root ?? noProjects.scopeOf(path);
  return { projects: [...projects.values()], members, scopeOf };
}

/** Adds every readable file of `paths` not in `ws` yet; returns the paths added. */
export async function indexFiles(ws: Workspace, paths: Iterable<string>): Promise<string[]> {
  const added: string[] = [];
  for (const path of paths) {
    try {
      const text = await readFile(path, "utf8");
      if (text.length > MAX_BYTES || ws.has(path)) continue;
      ws.setFile(path, text.replace(/^\uFEFF/, ""));
      added.push(path);
    } catch {
      // unreadable files are skipped: they are not open, so nobody is waiting for their diagnostics
    }
  }
  return added;
}
