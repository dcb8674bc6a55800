/** The .card files of the workspace folders, read once at start so references across files resolve. */
import { readFile } from "node:fs/promises";
import { glob } from "tinyglobby";
import type { Workspace } from "../../compiler/services/ide/index.ts";

const MAX_FILES = 20_000;
const MAX_BYTES = 4 * 1024 * 1024;

/** Adds every readable .card file under `folders` to `ws`; returns the paths added. */
export async function indexFolders(ws: Workspace, folders: readonly string[]): Promise<string[]> {
  const added: string[] = [];
  for (const folder of folders) {
    let paths: string[];
    try {
      paths = await glob("**/*.card", { cwd: folder, absolute: true, ignore: ["**/node_modules/**", "**/.git/**"] });
    } catch {
      continue;
    }
    for (const path of paths.slice(0, MAX_FILES - added.length)) {
      try {
        const text = await readFile(path, "utf8");
        if (text.length > MAX_BYTES || ws.has(path)) continue;
        ws.setFile(path, text.replace(/^\uFEFF/, ""));
        added.push(path);
      } catch {
        // unreadable files are skipped: they are not open, so nobody is waiting for their diagnostics
      }
    }
  }
  return added;
}
