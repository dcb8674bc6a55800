/**
 * Seeded random games (1,000; CONFRONTATION_GAMES=10000 for more), half random against random, half with the heuristic
 * on one side, with invariants after every step: pieces and cards conserved, capacities held, no hidden piece in a
 * view, the actor's legal actions the same from his view; every game ends, nothing throws.
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../../runtime/core/rng.ts";
import { heuristicAgent, playGame, randomAgent } from "../../../runtime/games/confrontation/agents.ts";
import { legalActions } from "../../../runtime/games/confrontation/engine.ts";
import { violations, viewLeaks } from "../../../runtime/games/confrontation/invariants.ts";
import { view } from "../../../runtime/games/confrontation/view.ts";

const GAMES = Number(process.env.CONFRONTATION_GAMES) || 1000;

describe("fuzz", () => {
  it(`plays ${GAMES} seeded games to the end with invariants after every step`, () => {
    const endings: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      const agents = seed % 3 === 0 ? { fellowship: heuristicAgent, sauron: randomAgent } : seed % 3 === 1 ? { fellowship: randomAgent, sauron: randomAgent } : { fellowship: randomAgent, sauron: heuristicAgent };
      const end = playGame(seed, agents, { fellowship: createRng(seed), sauron: createRng(~seed) }, (s) => {
        const bad = violations(s);
        for (const p of ["fellowship", "sauron"] as const) bad.push(...viewLeaks(view(s, p), p));
        if (s.pending && JSON.stringify(legalActions(view(s, s.pending.player))) !== JSON.stringify(legalActions(s))) bad.push("legal actions differ in the view");
        if (bad.length) throw new Error(`seed ${seed}, turn ${s.turn}: ${bad.join("; ")}`);
      });
      expect(end.over).toBe(true);
      endings[end.endReason!] = (endings[end.endReason!] ?? 0) + 1;
    }
    expect(Object.values(endings).reduce((a, b) => a + b, 0)).toBe(GAMES);
    expect(endings["frodo-defeated"]).toBeGreaterThan(0);
    expect(endings["frodo-in-mordor"]).toBeGreaterThan(0);
  }, 600_000);

  it("is deterministic for a seed", () => {
    const run = () => playGame(42, { fellowship: randomAgent, sauron: heuristicAgent }, { fellowship: createRng(1), sauron: createRng(2) });
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
  });
});
