import { execFile, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { scratchDir } from "../support/scratch.ts";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const mainTs = join(repoRoot, "compiler/cli/main.ts");
export const tsxLoader = pathToFileURL(join(repoRoot, "node_modules/tsx/dist/loader.mjs")).href;

/**
 * The bundled CLI the suite's global set-up builds (test/support/cli-bundle.ts); a test file run outside vitest's
 * set-up falls back to the sources through tsx.
 */
export const cardcBundle = process.env.CARDC_TEST_BUNDLE;
export const cardcArgs = (args: readonly string[]) => (cardcBundle ? [cardcBundle, ...args] : ["--import", tsxLoader, mainTs, ...args]);

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

/** Run `cardc` from its bundle, as `npm run cardc` does (colours off, output captured). */
export function runCardc(args: string[], opts: { cwd?: string; env?: Record<string, string>; timeout?: number } = {}): Promise<CliResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      cardcArgs(args),
      { cwd: opts.cwd ?? repoRoot, env: { ...process.env, NO_COLOR: "1", ...opts.env }, maxBuffer: 256 * 1024 * 1024, timeout: opts.timeout ?? cliTestTimeout - 20_000, killSignal: "SIGKILL" },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** Starts `cardc <args>` (an interactive command: `play`), answers each "Your choice" prompt with the next of `answers`, then closes stdin. */
export function playCardc(args: string[], answers: readonly string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, cardcArgs(args), { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1" } });
    let stdout = "";
    let prompts = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const seen = stdout.split("Your choice").length - 1;
      while (prompts < seen) {
        const answer = answers[prompts++];
        if (answer === undefined) child.stdin.end();
        else child.stdin.write(`${answer}\n`);
      }
    });
    child.on("close", (code) => done({ code, stdout }));
  });
}

/** A `cardc simulate --json` summary without its timing fields (which must be there), for comparing runs. */
export function summaryWithoutTiming(stdout: string): Record<string, unknown> {
  const { elapsedMs, gamesPerSecond, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
  if (typeof elapsedMs !== "number" || typeof gamesPerSecond !== "number") throw new Error(`no timing fields in ${stdout.slice(0, 200)}`);
  return rest;
}

/** A fresh temporary folder, removed after the test file (test/support/scratch.ts). */
export const tempDir = (prefix = "cardc-test-"): string => scratchDir(prefix);

/** A small card file the checker accepts. */
export const validCardFile = `game lotr-tcg
set 1 "The Fellowship of the Ring"

card 1U12 "Gimli" "Dwarf of Erebor" {
  unique Dwarven companion, Dwarf
  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn

  Damage +1.
}
`;
