/**
 * The compiled cards of `simulate` and `play` kept on disk between runs, so that a command started again on
 * the same cards skips the compile (about half of a short run's start). An entry is named by a hash of the cards'
 * paths and texts, the game and the build of the CLI (its chunks' names carry their content's hash: another build
 * never reads this one's entries), and is written only for cards that compiled without errors.
 *
 * Where: `$CARDSCRIPT_CACHE` (`off` for none), else `node_modules/.cache/cardscript` of the project when it has a
 * `node_modules`, else the user's cache folder for it (env-paths: `~/.cache/cardscript` on Linux, `~/Library/Caches`
 * on macOS, `%LOCALAPPDATA%` on Windows). A missing, unreadable or damaged entry is compiled again; the cache never
 * fails a command. Run from the sources (not the bundled CLI), nothing is cached: there the build has no name.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import envPaths from "env-paths";
import { version } from "../version.ts";
import type { SourceFile } from "../../services/source.ts";

/** Entries kept in a cache folder: the oldest beyond these are removed when one is written. */
const KEPT = 16;

/** The build of the CLI, as its chunks' names; null when run from the sources. */
function buildName(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  if (basename(here) !== "cardc-chunks") return null;
  try {
    return readdirSync(here).sort().join(",");
  } catch {
    return null;
  }
}

/** The cache folder for a project's root, or null for no cache. */
export function cacheFolder(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env["CARDSCRIPT_CACHE"];
  if (given === "off") return null;
  if (given) return given;
  const modules = join(root, "node_modules");
  if (existsSync(modules)) return join(modules, ".cache", "cardscript");
  return envPaths("cardscript", { suffix: "" }).cache;
}

export interface CompileCache<T> {
  read(): T | undefined;
  write(value: T): void;
}

/**
 * The entry of a game's sources in the cache folder (reads and writes do nothing without a folder or a build name).
 * `valid` tells a value read back from one that is not (an entry written by hand, or cut short).
 */
export function compileCache<T>(folder: string | null, game: string, sources: readonly SourceFile[], valid: (v: unknown) => v is T): CompileCache<T> {
  const build = buildName();
  if (folder === null || build === null) return { read: () => undefined, write: () => {} };
  const hash = createHash("sha256").update(JSON.stringify({ version, build, game }));
  for (const s of sources) hash.update(`\u0000${s.path}\u0000${s.text.length}\u0000${s.text}`);
  const file = join(folder, `${game.replace(/[^\w.-]/g, "_")}-${hash.digest("hex").slice(0, 32)}.json`);
  return {
    read() {
      try {
        const value: unknown = JSON.parse(readFileSync(file, "utf8"));
        return valid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        mkdirSync(folder, { recursive: true });
        // written whole, then renamed: a reader never sees half an entry
        const part = `${file}.${process.pid}.part`;
        writeFileSync(part, JSON.stringify(value));
        renameSync(part, file);
        prune(folder);
      } catch {
        // a cache that cannot be written is no cache: the command goes on
      }
    },
  };
}

/** Removes the oldest entries beyond `KEPT`. */
function prune(folder: string): void {
  const entries = readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ f, at: statSync(join(folder, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { f } of entries.slice(KEPT)) rmSync(join(folder, f), { force: true });
}
