/**
 * `cardc simulate` with more than two seats: a table of three seats (two of them a team) whose games the seat with the
 * highest draw wins. Sides rotate through the seats, each side keeps its agent and deck, and the summary counts wins
 * by seat, by team, by agent and by agent in each seat.
 */
import { describe, expect, it } from "vitest";
import { createRng, nextInt } from "../../runtime/core/rng.ts";
import type { GameTable, TableAgent } from "../../runtime/games/table.ts";
import { gamePlayer } from "../../compiler/cli/commands/simulate-games.ts";
import { report, summarize } from "../../compiler/cli/commands/simulate-summary.ts";

interface Draw {
  seed: number;
  /** The deck (a number to add) and the agent of each seat. */
  decks: number[];
  winner: string | null;
  dealt: Record<string, string>;
}

const SEATS = ["north", "east", "south"];
const drawAgent = (name: string) => (): TableAgent<never, Draw> => ({ name, choose: () => undefined as never });

/** Every game played: its seed, and each seat's deck and agent. */
const played: Draw[] = [];

/** The seat with the highest draw plus its deck wins; who sat where is kept, to check. */
const table = {
  players: SEATS,
  teams: [["north", "south"], ["east"]],
  endings: ["highest-draw"],
  agents: { steady: drawAgent("steady"), bold: drawAgent("bold"), shy: drawAgent("shy") },
  playNewGame: (o: { seed: number; decks?: number[] }, agents: Record<string, TableAgent<never, Draw>>) => {
    const rng = createRng(o.seed);
    const scores = SEATS.map((_, j) => nextInt(rng, 6) + (o.decks?.[j] ?? 0));
    const top = Math.max(...scores);
    const winner = scores.filter((s) => s === top).length > 1 ? null : SEATS[scores.indexOf(top)]!;
    const state = { seed: o.seed, decks: o.decks ?? [], winner, dealt: Object.fromEntries(SEATS.map((p) => [p, agents[p]!.name])) };
    played.push(state);
    return { state, steps: 1 };
  },
  winner: (s: Draw) => s.winner,
  ending: () => "highest-draw",
  turn: () => 1,
} as unknown as GameTable<Draw>;

describe("simulate with three seats and a team", () => {
  const task = { root: "", game: "draw", decks: ["plain", "loaded", "light"], agents: ["steady", "bold", "shy"], seed: 7 };
  const decks = new Map([
    ["plain", 0],
    ["loaded", 4],
    ["light", 1],
  ]);
  const play = gamePlayer({ table, cards: undefined, decks }, task);
  const outcomes = [...Array(30).keys()].map(play);

  it("rotates the sides through the seats: in game i side k sits in seat (k + i) mod 3, with its agent and deck", () => {
    expect(played.map((g) => g.seed)).toEqual([...Array(30).keys()].map((i) => 7 + i));
    played.forEach((g, i) => {
      task.agents.forEach((agent, k) => {
        const j = (k + i) % 3;
        expect(g.dealt[SEATS[j]!]).toBe(agent);
        expect(g.decks[j]).toBe(decks.get(task.decks[k]!));
      });
      const o = outcomes[i]!;
      expect(o.seat).toBe(g.winner);
      if (o.side !== null) expect(SEATS[(o.side + i) % 3]).toBe(o.seat);
    });
  });

  it("sums wins by seat, team, deck and agent, and every agent's games in every seat", () => {
    const s = summarize({ game: "draw", table, seed: 7, decks: task.decks, agents: task.agents, budget: {} }, outcomes);
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(Object.keys(s.winsBySeat)).toEqual(SEATS);
    expect(s.winsByTeam).toEqual({ "north+south": s.winsBySeat.north! + s.winsBySeat.south!, east: s.winsBySeat.east });
    expect(sum(s.winsBySeat) + s.undecided).toBe(30);
    expect(sum(s.wins!)).toBe(sum(s.winsBySeat));
    // the loaded deck wins most, whatever seat it sits in
    expect(s.wins!.loaded).toBeGreaterThan(s.wins!.plain! + s.wins!.light!);
    for (const agent of task.agents) expect(s.gamesByAgentAndSeat[agent]).toEqual({ north: 10, east: 10, south: 10 });
    const text = report(s, (e) => e);
    expect(text).toContain("plain (steady) vs loaded (bold) vs light (shy), seats rotating");
    expect(text).toMatch(/\nwins by team: {2}north\+south \d+ \(\d+\.\d%\), east \d+ /);
  });
});
