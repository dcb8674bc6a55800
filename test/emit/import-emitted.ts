import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { EmittedFile } from "../../compiler/emit/index.ts";
import { scratchDir } from "../support/scratch.ts";

/** Writes emitted files into a fresh temporary directory and returns it. */
export function writeEmitted(files: EmittedFile[]): string {
  const dir = scratchDir("cardscript-emit-");
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.contents);
  }
  return dir;
}

/** Imports the emitted handler module (`.js`) of a set with plain Node ESM loading. */
export async function importHandlers(files: EmittedFile[]): Promise<any> {
  const dir = writeEmitted(files);
  const js = files.find((f) => f.path.endsWith(".js"))!;
  return import(pathToFileURL(join(dir, js.path)).href);
}
