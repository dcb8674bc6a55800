/**
 * `cardc simulate` and `cardc play` for War of the Ring, through the CLI as a user runs it: every scenario, one agent
 * a team or one a seat, the summary's fields and its determinism (jobs or not), and a scripted session at the table.
 */
import { describe, expect, it } from "vitest";
import { cliTestTimeout, playCardc, runCardc, summaryWithoutTiming } from "../../cli/run-cardc.ts";

const simulate = (...args: string[]) => runCardc(["simulate", "--game", "war-of-the-ring", ...args]);
const sum = (o: unknown) => Object.values(o as Record<string, number>).reduce((x, y) => x + y, 0);

describe("cardc simulate --game war-of-the-ring", () => {
  it(
    "Trilogy, the heuristic team against the random one: wins by team and deck, endings, the same for a seed, with --jobs too",
    async () => {
      const args = ["--scenario", "trilogy", "-n", "6", "--seed", "3", "--agents", "heuristic,random", "--json"];
      const [first, second, jobs] = await Promise.all([simulate(...args), simulate(...args), simulate(...args, "--jobs", "2")]);
      expect(first.code, first.stderr).toBe(0);
      const a = summaryWithoutTiming(first.stdout);
      expect(summaryWithoutTiming(second.stdout)).toEqual(a);
      expect(jobs.code, jobs.stderr).toBe(0);
      expect(summaryWithoutTiming(jobs.stdout)).toEqual(a);
      expect(a).toMatchObject({ game: "war-of-the-ring", scenario: "trilogy", games: 6, seed: 3, decks: ["frodo", "witch-king", "aragorn", "saruman"], agents: ["heuristic", "random"], seatDecks: true, agentsByTeam: true });
      expect(Object.keys(a.winsByTeam as object)).toEqual(["frodo+aragorn", "witch-king+saruman"]);
      expect(sum(a.winsByTeam) + (a.undecided as number)).toBe(6);
      expect(sum(a.winsByAgent)).toBe(sum(a.winsByTeam));
      // an agent a team: every deck of the winning team wins
      const wins = a.wins as Record<string, number>;
      const byTeam = a.winsByTeam as Record<string, number>;
      expect([wins.frodo, wins.aragorn]).toEqual([byTeam["frodo+aragorn"], byTeam["frodo+aragorn"]]);
      expect([wins["witch-king"], wins.saruman]).toEqual([byTeam["witch-king+saruman"], byTeam["witch-king+saruman"]]);
      expect(Object.keys(a.endings as object)).toEqual(["lead", "last-path", "tie", "no-path", "unfinished"]);
      expect(sum(a.endings)).toBe(6);
      expect((a.endings as Record<string, number>).unfinished).toBe(0);
      // each agent played every seat in half the games (the teams alternate)
      expect(a.gamesByAgentAndSeat).toEqual({ heuristic: { frodo: 3, "witch-king": 3, aragorn: 3, saruman: 3 }, random: { frodo: 3, "witch-king": 3, aragorn: 3, saruman: 3 } });
      expect(a.averageTurns as number).toBeGreaterThan(0);
    },
    cliTestTimeout,
  );

  it(
    "the default scenario is Trilogy; a human summary by deck, team, agent and ending",
    async () => {
      const r = await simulate("-n", "3", "--agents", "random");
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain("war-of-the-ring: 3 games from seed 1, decks frodo, witch-king, aragorn, saruman");
      for (const line of ["wins by deck:", "wins by team:  frodo+aragorn", "wins by agent: random 3", "endings:", "a lead of 10 points", "average turns:"]) expect(r.stdout).toContain(line);
    },
    cliTestTimeout,
  );

  for (const [scenario, decks, team] of [
    ["duel", "duel-gandalf, duel-witch-king", "wins by team:  gandalf "],
    ["duel-3", "duel-gandalf, witch-king, saruman", "wins by team:  gandalf "],
    ["fellowship", "fellowship-balrog, fellowship-gandalf", "wins by team:  gandalf "],
  ] as const) {
    it(
      `--scenario ${scenario} plays its own decks`,
      async () => {
        const r = await simulate("--scenario", scenario, "-n", "4", "--agents", "heuristic,random");
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain(`war-of-the-ring (${scenario}): 4 games from seed 1, decks ${decks}`);
        expect(r.stdout).toContain(team);
      },
      cliTestTimeout,
    );
  }

  it(
    "a search agent plays a team",
    async () => {
      const r = await simulate("--scenario", "fellowship", "--agents", "ismcts,random", "--iterations", "2", "-n", "2", "--json");
      expect(r.code, r.stderr).toBe(0);
      const a = summaryWithoutTiming(r.stdout);
      expect(a).toMatchObject({ games: 2, iterations: 2 });
      expect(sum(a.endings)).toBe(2);
    },
    cliTestTimeout,
  );

  it(
    "refuses agents that are neither one a team nor one a seat, and an unknown scenario",
    async () => {
      const three = await simulate("-n", "1", "--agents", "random,random,random");
      expect(three.code).toBe(2);
      expect(three.stderr).toContain("--agents needs one, two (one a team) or 4 agent names");
      const unknown = await simulate("--scenario", "nope", "-n", "1", "--agents", "random");
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("unknown scenario 'nope' of game 'war-of-the-ring' (known: trilogy, duel, duel-3, fellowship)");
    },
    cliTestTimeout,
  );
});

describe("cardc play --game war-of-the-ring", () => {
  it(
    "one person as frodo, the other decks the computer: the board, numbered actions, the others' moves and the narration",
    async () => {
      const r = await playCardc(["play", "--game", "war-of-the-ring", "--as", "frodo", "--seed", "4"], ["1", "1", "?1", "1", "1", "1", "1", "1", "q"]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("You are frodo; the computer is witch-king, aragorn, saruman (heuristic).");
      expect(r.stdout).toContain("War of the Ring: The Card Game, the Trilogy game");
      expect(r.stdout).toContain("— Set-up — you are frodo (Free Peoples, with aragorn)");
      expect(r.stdout).toMatch(/— Round 1, /);
      for (const part of ["Score: Free Peoples 0, Shadow 0", "Active locations:", "Scoring area, Shadow:", "Your hand (carry-over limit 2):", "  1. ", "Round 1 begins: frodo is the starting player."])
        expect(r.stdout).toContain(part);
      // the other decks' set-up choices are told, their cards not
      expect(r.stdout).toContain("witch-king: Choose 2 cards to cycle from the opening hand → Choose a hidden card");
      expect(r.stdout).toContain("  · A hidden card is cycled.");
      expect(r.stdout.split("Your choice").length - 1).toBeGreaterThanOrEqual(8);
      expect(r.stdout.trimEnd().endsWith("You left the game.")).toBe(true);
    },
    cliTestTimeout,
  );

  it(
    "plays a Duel to its end from a scripted stdin, and says who won",
    async () => {
      const r = await playCardc(["play", "--game", "war-of-the-ring", "--scenario", "duel", "--as", "witch-king", "--seed", "2"], Array<string>(2000).fill("1"));
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("You are witch-king; the computer is gandalf (heuristic).");
      expect(r.stdout).toMatch(/Combat at [^\n]+:\n/);
      expect(r.stdout).toMatch(/Result at /);
      expect(r.stdout).toMatch(/\nGame over after turn \d+ \([^)]+\): (you win|the computer wins)\.\n?$/);
    },
    cliTestTimeout,
  );
});
