import { describe, expect, it } from "vitest";
import { cliTestTimeout, runCardc, summaryWithoutTiming } from "../../cli/run-cardc.ts";
import { plugins } from "../../../runtime/games/registry.ts";

/** A game played with decks, named through the registry (a game's tests name only their own game). */
const deckGame = plugins.find((p) => p.deckRules)!.game;

const base = ["simulate", "--game", "confrontation"];
const ENDINGS = ["frodo-in-mordor", "frodo-defeated", "three-in-shire", "no-move", "turn-limit"];

const sum = (o: unknown) => Object.values(o as Record<string, number>).reduce((x, y) => x + y, 0);

describe("cardc simulate --game confrontation (a game without decks)", () => {
  it(
    "--json: no decks, wins by seat (fellowship, sauron) and by agent and seat, the game's endings; the same for a seed",
    async () => {
      const args = [...base, "-n", "12", "--seed", "5", "--agents", "random,heuristic", "--json"];
      const [first, second, other] = await Promise.all([runCardc(args), runCardc(args), runCardc([...base, "-n", "12", "--seed", "6", "--agents", "random,heuristic", "--json"])]);
      expect(first.code, first.stderr).toBe(0);
      const a = summaryWithoutTiming(first.stdout);
      expect(a).toEqual(summaryWithoutTiming(second.stdout));
      expect(a).toMatchObject({ game: "confrontation", games: 12, seed: 5, decks: [], agents: ["random", "heuristic"] });
      expect(a.wins).toBeUndefined();
      expect(Object.keys(a.winsBySeat as object)).toEqual(["fellowship", "sauron"]);
      expect(Object.keys(a.endings as object)).toEqual(ENDINGS);
      expect(sum(a.winsBySeat) + (a.undecided as number)).toBe(12);
      expect(sum(a.winsByAgent)).toBe(sum(a.winsBySeat));
      expect(sum(a.endings)).toBe(12);
      // seats alternate: each agent sits 6 times in each seat
      expect(a.gamesByAgentAndSeat).toEqual({ random: { fellowship: 6, sauron: 6 }, heuristic: { fellowship: 6, sauron: 6 } });
      const bySeat = a.winsByAgentAndSeat as Record<string, Record<string, number>>;
      expect(bySeat.random!.fellowship! + bySeat.heuristic!.fellowship!).toBe((a.winsBySeat as Record<string, number>).fellowship);
      expect((a.averageTurns as number) > 0).toBe(true);
      // another seed, other games
      expect(summaryWithoutTiming(other.stdout)).not.toEqual({ ...a, seed: 6 });
    },
    cliTestTimeout,
  );

  it(
    "the search agents play with --iterations: deterministic for a seed, the same with --jobs, and ISMCTS beats random",
    async () => {
      const args = [...base, "-n", "4", "--seed", "3", "--agents", "ismcts,random", "--iterations", "60", "--json"];
      const [one, again, two] = await Promise.all([runCardc(args), runCardc(args), runCardc([...args, "--jobs", "2"])]);
      expect(one.code, one.stderr).toBe(0);
      const a = summaryWithoutTiming(one.stdout);
      expect(a).toMatchObject({ agents: ["ismcts", "random"], iterations: 60 });
      expect(summaryWithoutTiming(again.stdout)).toEqual(a);
      expect(summaryWithoutTiming(two.stdout)).toEqual(a);
      expect((a.winsByAgent as Record<string, number>).ismcts).toBeGreaterThanOrEqual(3);
    },
    cliTestTimeout,
  );

  it(
    "every search agent runs (determinized and cheating UCT too)",
    async () => {
      const r = await runCardc([...base, "-n", "2", "--agents", "determinized-uct,cheating-uct", "--iterations", "40", "--json"]);
      expect(r.code, r.stderr).toBe(0);
      const a = summaryWithoutTiming(r.stdout);
      expect(sum(a.endings)).toBe(2);
      expect(Object.keys(a.winsByAgent as object)).toEqual(["determinized-uct", "cheating-uct"]);
    },
    cliTestTimeout,
  );

  it(
    "prints a human summary by seat, agent and seat, and the endings in words",
    async () => {
      const r = await runCardc([...base, "-n", "4", "--agents", "heuristic,random"]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain("confrontation: 4 games from seed 1, heuristic vs random, seats alternating");
      for (const part of ["wins by seat:  fellowship", "wins by agent: heuristic", "agent by seat: heuristic as fellowship ", "Frodo in Mordor", "Frodo defeated", "three in the Shire", "no move", "average turns:"])
        expect(r.stdout).toContain(part);
      expect(r.stdout).not.toContain("wins by deck");
      expect(r.stderr).toBe("");
    },
    cliTestTimeout,
  );

  it.each([
    [["--decks", "a,b"], /game 'confrontation' is played without decks: leave out --decks \(found 'a,b'\)/],
    [["--agents", "random,clever"], /unknown agent 'clever' \(known: random, heuristic, ismcts, determinized-uct, cheating-uct\)/],
    [["--iterations", "0"], /--iterations must be a positive integer, found '0'/],
    [["--time-per-move", "soon"], /--time-per-move must be a positive number of milliseconds/],
    [["--iterations", "10", "--time-per-move", "5"], /give --iterations or --time-per-move, not both/],
  ])("bad arguments %j: one line, exit 2", async (extra, message) => {
    const r = await runCardc([...base, "-n", "1", ...extra]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stdout).toBe("");
  }, cliTestTimeout);

  it("a game with decks still needs them", async () => {
    const r = await runCardc(["simulate", "--game", deckGame, "-n", "1"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`--decks is required for game '${deckGame}'`));
  }, cliTestTimeout);
});
