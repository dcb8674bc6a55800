import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cliTestTimeout, mainTs, repoRoot, runCardc, summaryWithoutTiming, tsxLoader } from "./run-cardc.ts";

const base = ["simulate", "--game", "lotr-tcg", "--decks", "aragorn-starter,gandalf-starter"];

describe("cardc simulate", () => {
  it(
    "--json prints one object that is the same for the same arguments (timing aside) and adds up",
    async () => {
      const args = [...base, "-n", "6", "--seed", "4", "--agents", "random,heuristic", "--json"];
      const [first, second] = await Promise.all([runCardc(args), runCardc(args)]);
      expect(first.code, first.stderr).toBe(0);
      const a = summaryWithoutTiming(first.stdout);
      expect(a).toEqual(summaryWithoutTiming(second.stdout));
      expect(a).toMatchObject({ game: "lotr-tcg", games: 6, seed: 4 });
      const sum = (o: unknown) => Object.values(o as Record<string, number>).reduce((x, y) => x + y, 0);
      expect(Object.keys(a.wins as object)).toEqual(["aragorn-starter", "gandalf-starter"]);
      expect(Object.keys(a.winsByAgent as object)).toEqual(["random", "heuristic"]);
      expect(sum(a.wins) + (a.undecided as number)).toBe(6);
      expect(sum(a.winsByAgent)).toBe(sum(a.wins));
      expect(sum(a.endings)).toBe(6);
      expect(a.averageTurns).toBeGreaterThan(0);
    },
    cliTestTimeout,
  );

  it(
    "--jobs plays the games on worker threads with the same results (timing aside)",
    async () => {
      const args = [...base, "-n", "9", "--seed", "11", "--agents", "random,heuristic", "--json"];
      const [one, three] = await Promise.all([runCardc(args), runCardc([...args, "--jobs", "3"])]);
      expect(three.code, three.stderr).toBe(0);
      expect(summaryWithoutTiming(three.stdout)).toEqual(summaryWithoutTiming(one.stdout));
    },
    cliTestTimeout,
  );

  it(
    "--jobs works from the sources too (under tsx, its workers load the TypeScript)",
    async () => {
      const args = [...base, "-n", "4", "--seed", "2", "--agents", "random", "--json"];
      const run = (extra: string[]) =>
        execFileSync(process.execPath, ["--import", tsxLoader, mainTs, ...args, ...extra], { cwd: repoRoot, encoding: "utf8" });
      expect(summaryWithoutTiming(run(["--jobs", "2"]))).toEqual(summaryWithoutTiming(run([])));
    },
    cliTestTimeout,
  );

  it(
    "prints a human summary by deck, seat, agent and ending",
    async () => {
      const r = await runCardc([...base, "-n", "2", "--agents", "random"]);
      expect(r.code, r.stderr).toBe(0);
      for (const line of ["wins by deck:", "wins by seat:", "wins by agent:", "endings:", "average turns:"]) expect(r.stdout).toContain(line);
      expect(r.stderr).toBe("");
    },
    cliTestTimeout,
  );

  it.each([
    [["--decks", "aragorn-starter,nope"], /unknown deck 'nope'/],
    [["--game", "chess"], /unknown game 'chess'/],
    [["-n", "0"], /-n must be a positive integer/],
    [["-n", "2.5"], /-n must be a positive integer/],
    [["--agents", "random,clever"], /unknown agent 'clever'/],
    [["--jobs", "0"], /--jobs must be a whole number from 1 to 64/],
    [["--jobs", "500"], /--jobs must be a whole number from 1 to 64, found '500'/],
  ])("bad arguments %j: one line, exit 2", async (extra, message) => {
    const r = await runCardc([...base, "-n", "1", ...extra]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stdout).toBe("");
  }, cliTestTimeout);
});
