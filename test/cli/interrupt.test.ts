/** Ctrl-C (SIGINT) in `cardc build` and `cardc simulate`, sent to a spawned CLI. */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { scratchDir } from "../support/scratch.ts";
import { cliTestTimeout, mainTs, repoRoot, tsxLoader } from "./run-cardc.ts";

const fixture = (name: string) => pathToFileURL(join(repoRoot, "test/cli/fixtures", name)).href;

/** Starts cardc with a preloaded fixture; `interrupt` is called with each chunk of stderr and sends SIGINT when it says so. */
function run(args: string[], preload: string, interrupt: (stderr: string, send: () => void) => void) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ["--import", tsxLoader, "--import", fixture(preload), mainTs, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
      interrupt(stderr, () => child.kill("SIGINT"));
    });
    const timer = setInterval(() => interrupt(stderr, () => child.kill("SIGINT")), 250);
    child.on("close", (code) => {
      clearInterval(timer);
      done({ code, stdout, stderr });
    });
  });
}

describe("Ctrl-C", () => {
  it(
    "in cardc build removes the temporary folder and keeps the previous output",
    async () => {
      const dir = scratchDir("interrupt-build");
      const out = join(dir, "out");
      mkdirSync(join(out, "lotr-tcg"), { recursive: true });
      writeFileSync(join(out, "lotr-tcg", "set99.json"), "previous output\n");
      let sent = false;
      // the first write into the temporary folder stalls (the fixture): Ctrl-C then
      const r = await run(["build", "examples/tiny-set", "--out", out], "stall-staging.mjs", (stderr, send) => {
        if (!sent && stderr.includes("staging")) (sent = true), send();
      });
      expect(r.stderr).toContain("staging");
      expect(r.code).toBe(130);
      expect(readdirSync(dir)).toEqual(["out"]);
      expect(readFileSync(join(out, "lotr-tcg", "set99.json"), "utf8")).toBe("previous output\n");
    },
    cliTestTimeout,
  );

  it(
    "in cardc simulate prints the summary of the games finished",
    async () => {
      const n = 100_000;
      // Ctrl-C is pressed every quarter second until the command hears it (the fixture ignores it before)
      const r = await run(["simulate", "--game", "lotr-tcg", "--decks", "aragorn-starter,gandalf-starter", "-n", String(n), "--agents", "random", "--json"], "hold-sigint.mjs", (stderr, send) => {
        if (stderr.includes("held")) send();
      });
      expect(r.code, r.stderr).toBe(130);
      const played = Number(/interrupted after (\d+) of 100000 games; the summary is of those/.exec(r.stderr)?.[1]);
      expect(played).toBeLessThan(n);
      const summary = JSON.parse(r.stdout) as { games: number; wins: Record<string, number>; undecided: number };
      expect(summary.games).toBe(played);
      expect(Object.values(summary.wins).reduce((a, b) => a + b, 0) + summary.undecided).toBe(played);
    },
    cliTestTimeout,
  );
});
