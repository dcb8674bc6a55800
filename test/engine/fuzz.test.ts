/**
 * Fuzz: seeded random games (every third with bids) with invariants checked after every step.
 * No exception, no violation, every game over within a bounded number of turns.
 * FUZZ_GAMES=n sets the number of games (`npm run fuzz`: 10,000); default 1,000 when CI is set, else 200.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { playGame } from "../../runtime/games/lotr-tcg/agents/agent.ts";
import { randomAgent } from "../../runtime/agents/random.ts";
import { isOver, newGame, violations, winner, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { STARTER_DECKS, starterLibrary } from "./starter-game.ts";

const GAMES = Number(process.env.FUZZ_GAMES ?? (process.env.CI ? 1_000 : 200));
/** The first seed played (`FUZZ_FIRST_SEED`): exploring runs cover seeds the suite never plays. */
const FIRST = Number(process.env.FUZZ_FIRST_SEED ?? 1);
const MAX_TURNS = 40;

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

describe("fuzz", () => {
  it(`plays ${GAMES} seeded random games (from seed ${FIRST}) to the end with every invariant holding`, () => {
    const results: Record<string, number> = {};
    for (let seed = FIRST; seed < FIRST + GAMES; seed++) {
      const decks = seed % 2 ? STARTER_DECKS : ([STARTER_DECKS[1], STARTER_DECKS[0]] as typeof STARTER_DECKS);
      const start = newGame({ seed, decks, cards, bids: seed % 3 === 0, checkInvariants: true, maxTurns: MAX_TURNS });
      const { state } = playGame(start, { p1: randomAgent(seed * 2), p2: randomAgent(seed * 2 + 1) });
      expect(isOver(state), `seed ${seed}`).toBe(true);
      expect(winner(state), `seed ${seed} ended undecided at the turn limit`).not.toBeNull();
      expect(violations(state), `seed ${seed}`).toEqual([]);
      const w = winner(state)!;
      results[w] = (results[w] ?? 0) + 1;
    }
    expect(Object.values(results).reduce((a, b) => a + b, 0)).toBe(GAMES);
  }, Math.max(600_000, GAMES * 200));
});
