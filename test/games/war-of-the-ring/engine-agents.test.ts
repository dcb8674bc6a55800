/** The heuristic agent against the random one, a team each, from either side; the agents see only their views. */
import { describe, expect, it } from "vitest";
import { randomAgent } from "../../../runtime/agents/random.ts";
import { playOut, type Seat } from "../../../runtime/engine/kernel.ts";
import type { GameState } from "../../../runtime/core/state.ts";
import { heuristicAgent } from "../../../runtime/games/war-of-the-ring/agents/heuristic.ts";
import { warOfTheRingEngine as engine } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import type { Action } from "../../../runtime/games/war-of-the-ring/engine/types.ts";
import { wotr, type Side } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { sideOf } from "../../../runtime/games/war-of-the-ring/state/players.ts";
import { options } from "./support/data-cards.ts";

const GAMES = Number(process.env.WOTR_AGENT_GAMES ?? 100);

function winRate(heuristicSide: Side): number {
  let won = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    const s0 = engine.newGame(options("trilogy", seed));
    const seats: Record<string, Seat<GameState, Action>> = {};
    for (const p of s0.players) seats[p.id] = sideOf(s0, p.id) === heuristicSide ? heuristicAgent(seed) : { ...randomAgent(seed), cheats: true };
    const { state } = playOut(engine, s0, seats, 20_000);
    if (wotr(state).winner === heuristicSide) won++;
  }
  return won / GAMES;
}

describe("heuristic agent", () => {
  for (const side of ["free-peoples", "shadow"] as Side[]) {
    it(`beats the random agent as the ${side}`, () => {
      const r = winRate(side);
      console.log(`heuristic ${side} vs random: ${(r * 100).toFixed(0)}% of ${GAMES} Trilogy games`);
      expect(r).toBeGreaterThanOrEqual(0.8);
    });
  }
});
