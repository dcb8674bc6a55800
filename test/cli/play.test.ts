import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cliTestTimeout, mainTs, repoRoot, tsxLoader } from "./run-cardc.ts";

/** Starts `cardc play`, answers each prompt with the next of `answers`, then closes stdin. */
function play(answers: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", tsxLoader, mainTs, "play", "--game", "lotr-tcg", "--deck", "aragorn-starter", "--vs", "gandalf-starter", "--seed", "2"], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: "1" },
    });
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

describe("cardc play", () => {
  it(
    "?N shows the card of action N with its game text, and q leaves the game",
    async () => {
      const r = await play(["?2", "?", "q"]);
      expect(r.code).toBe(0);
      // action 2 of the first decision (set-up) adds a starting companion: its card, stats and text
      expect(r.stdout).toMatch(/\n[^\n]+ \(1\w\d+\)\nUnique [a-z]+ companion — twilight \d, strength \d, vitality \d, resistance \d+\n/);
      expect(r.stdout).toContain("?N shows the card of action N (its game text); q leaves the game.");
      expect(r.stdout.trimEnd().endsWith("You left the game.")).toBe(true);
    },
    cliTestTimeout,
  );

  it(
    "shows the board and numbered actions, re-prompts on bad input, progresses, and leaves cleanly at end of input",
    async () => {
      const r = await play(["1", "zzz", "42", "1", "1", "1"]);
      expect(r.code).toBe(0);
      for (const part of ["Site path:", "Twilight pool:", "Burdens:", "Fellowship", "Minions", "Your hand:", "  1. "]) expect(r.stdout).toContain(part);
      expect(r.stdout).toContain("'zzz' is not a number");
      expect(r.stdout).toContain("'42' is not a number");
      expect(r.stdout).toMatch(/shadow phase/);
      // set-up comes before the first turn, which is turn 1
      expect(r.stdout).toContain("— Set-up — you are p1");
      expect(r.stdout).toMatch(/— Turn 1, (fellowship|shadow) phase/);
      expect(r.stdout).not.toContain("Turn 0");
      // decisions and the computer's moves are told in words, cards by title, never by id
      expect(r.stdout).toContain("Starting fellowship: add a companion");
      expect(r.stdout).not.toMatch(/(?<![\w.])[1-9]\d{2,}(?![\w.])|Decision: /);
      expect(r.stdout.split("Your choice").length - 1).toBeGreaterThanOrEqual(6);
      expect(r.stdout.trimEnd().endsWith("Input closed: leaving the game.")).toBe(true);
    },
    cliTestTimeout,
  );
});
