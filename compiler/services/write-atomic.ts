import { lstat, mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import type { EmittedFile } from "../emit/index.ts";

export type WriteOutcome = { ok: true; written: string[] } | { ok: false; file: string; reason: string };

function reasonOf(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return e?.code ?? (error instanceof Error ? error.message : String(error));
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
}

/**
 * Write `files` under `outDir` so that a failure leaves the previous output intact:
 * every file is first written into a temporary directory beside `outDir`, then renamed into place;
 * if a rename fails, the files already moved are put back and the old ones restored.
 */
export async function writeFilesAtomically(outDir: string, files: readonly EmittedFile[]): Promise<WriteOutcome> {
  const out = resolve(outDir);
  let staging: string;
  try {
    await mkdir(dirname(out), { recursive: true });
    staging = await mkdtemp(join(dirname(out), `.${basename(out)}.tmp-`));
  } catch (error) {
    return { ok: false, file: outDir, reason: reasonOf(error) };
  }
  try {
    for (const file of files) {
      try {
        const target = join(staging, "new", file.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, file.contents);
      } catch (error) {
        return { ok: false, file: join(outDir, file.path), reason: reasonOf(error) };
      }
    }
    const undo: Array<() => Promise<void>> = [];
    for (const file of files) {
      const dest = join(out, file.path);
      const fresh = join(staging, "new", file.path);
      const old = join(staging, "old", file.path);
      try {
        if (await exists(dest)) {
          await moveInto(dest, old);
          undo.push(() => moveInto(old, dest));
        }
        await moveInto(fresh, dest);
        undo.push(() => moveInto(dest, fresh));
      } catch (error) {
        for (const step of undo.reverse()) await step().catch(() => undefined);
        return { ok: false, file: join(outDir, file.path), reason: reasonOf(error) };
      }
    }
    return { ok: true, written: files.map((f) => join(outDir, f.path)) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Replace one file's contents atomically: write a temporary file beside it, then rename it over. */
export async function replaceFileAtomically(path: string, contents: string): Promise<WriteOutcome> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    const { mode } = await stat(path);
    await writeFile(temp, contents, { mode });
    await rename(temp, path);
    return { ok: true, written: [path] };
  } catch (error) {
    await rm(temp, { force: true });
    return { ok: false, file: path, reason: reasonOf(error) };
  }
}
