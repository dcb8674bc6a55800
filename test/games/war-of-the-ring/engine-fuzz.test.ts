/** Random games to the end with invariants on: 200 Trilogy games (and a few of each other scenario); games/second printed. */
import { describe, expect, it } from "vitest";
import { randomAgent } from "../../../runtime/agents/random.ts";
import { playOut, withInvariants } from "../../../runtime/engine/kernel.ts";
import { playNew, warOfTheRingEngine as engine } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import { wotr, type ScenarioId } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { options } from "./support/data-cards.ts";

const GAMES = Number(process.env.WOTR_FUZZ_GAMES ?? 200);

function randomSeats(seed: number, players: string[]) {
  return Object.fromEntries(players.map((p, i) => [p, randomAgent(seed * 7 + i)]));
}

describe("random games", () => {
  it(`plays ${GAMES} random Trilogy games to the end, invariants on`, () => {
    const checked = withInvariants(engine);
    const endings: Record<string, number> = {};
    const winners: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      const s0 = checked.newGame(options("trilogy", seed, { checkInvariants: true }));
      const { state } = playOut(checked, s0, randomSeats(seed, ["frodo", "witch-king", "aragorn", "saruman"]), 20_000);
      expect(engine.isOver(state), `seed ${seed}`).toBe(true);
      const x = wotr(state);
      endings[x.ending!] = (endings[x.ending!] ?? 0) + 1;
      winners[x.winner!] = (winners[x.winner!] ?? 0) + 1;
    }
    console.log("trilogy endings", endings, "winners", winners);
  });

  for (const scenario of ["duel", "duel-3", "fellowship"] as ScenarioId[]) {
    it(`plays random ${scenario} games to the end`, () => {
      const checked = withInvariants(engine);
      for (let seed = 1; seed <= 20; seed++) {
        const o = options(scenario, seed, { checkInvariants: true });
        const s0 = checked.newGame(o);
        const { state } = playOut(checked, s0, randomSeats(seed, s0.players.map((p) => p.id)), 20_000);
        expect(engine.isOver(state)).toBe(true);
      }
    });
  }

  it("measures random Trilogy games per second (live path)", () => {
    const n = 200;
    const t0 = performance.now();
    for (let seed = 1; seed <= n; seed++) {
      const agents = randomSeats(seed, ["frodo", "witch-king", "aragorn", "saruman"]);
      const { state } = playNew(options("trilogy", 1000 + seed), (p, s, actions) => agents[p]!.choose(s, actions));
      expect(engine.isOver(state)).toBe(true);
    }
    const secs = (performance.now() - t0) / 1000;
    console.log(`random Trilogy games: ${(n / secs).toFixed(0)} games/second (${n} games, live path)`);
  });
});
