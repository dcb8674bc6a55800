/**
 * Temporary folders for tests: each under one folder of the test file's own, removed after the file's tests
 * (test/support/setup.ts), so that a run leaves nothing in the system's temporary folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

let root: string | undefined;

/** A fresh empty folder named `<prefix>XXXXXX`, removed with the rest after the current test file. */
export function scratchDir(prefix: string): string {
  root ??= mkdtempSync(join(tmpdir(), "cardscript-tests-"));
  return mkdtempSync(join(root, prefix));
}

/** Removes every folder `scratchDir` made for this test file. */
export function removeScratch(): void {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
}
