import { basename, dirname, resolve } from "node:path";
import { loadSources, type LoadOptions } from "./load-sources.ts";
import type { SourceFile } from "./source.ts";

/** A file's project: the nearest folder named `cards` it is in (a repository's `cards/<game>/<set>/…`), if any. */
export function projectOf(path: string, cwd = process.cwd()): string | undefined {
  for (let dir = dirname(resolve(cwd, path)); dir !== dirname(dir); dir = dirname(dir)) if (basename(dir) === "cards") return dir;
  return undefined;
}

/**
 * The `.card` files of the projects of `sources` that are not among them: checked with them as context, so a
 * set names the titles of the project's other sets without being checked together with them.
 */
export async function projectContext(sources: readonly SourceFile[], opts: LoadOptions = {}): Promise<SourceFile[]> {
  const cwd = opts.cwd ?? process.cwd();
  const projects = [...new Set(sources.map((s) => projectOf(s.path, cwd)).filter((p) => p !== undefined))];
  if (!projects.length) return [];
  const given = new Set(sources.map((s) => resolve(cwd, s.path)));
  const loaded = await loadSources(projects, opts);
  return loaded.sources.filter((s) => !given.has(resolve(cwd, s.path)));
}
