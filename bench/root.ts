/**
 * The repository's root: the nearest folder at or above this module's that holds package.json. The same from the
 * sources and from the bench's bundle (build/bench.mjs), where every module's `import.meta.dirname` is build/.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const root = findRoot(import.meta.dirname);
