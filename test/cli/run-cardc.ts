import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const mainTs = join(repoRoot, "compiler/cli/main.ts");
export const tsxLoader = pathToFileURL(join(repoRoot, "node_modules/tsx/dist/loader.mjs")).href;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Timeout of the tests that spawn the CLI: generous, because the machine running the suite may be busy.
 * A spawned CLI is killed a little earlier, so that no process outlives its test.
 */
export const cliTestTimeout = 240_000;

/** Run `cardc` through tsx, as `npm run cardc` does (colours off, output captured). */
export function runCardc(args: string[], opts: { cwd?: string; env?: Record<string, string>; timeout?: number } = {}): Promise<CliResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ["--import", tsxLoader, mainTs, ...args],
      { cwd: opts.cwd ?? repoRoot, env: { ...process.env, NO_COLOR: "1", ...opts.env }, maxBuffer: 256 * 1024 * 1024, timeout: opts.timeout ?? cliTestTimeout - 20_000, killSignal: "SIGKILL" },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

export function tempDir(prefix = "cardc-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A small card file the checker accepts. */
export const validCardFile = `game lotr-tcg
set 1 "The Fellowship of the Ring"

card 1U12 "Gimli" "Dwarf of Erebor" {
  unique Dwarven companion, Dwarf
  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn

  Damage +1.
}
`;
