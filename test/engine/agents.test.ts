import { beforeAll, describe, expect, it } from "vitest";
import { playGame } from "../../runtime/games/lotr-tcg/agents/agent.ts";
import { heuristicAgent } from "../../runtime/games/lotr-tcg/agents/heuristic.ts";
import { randomAgent } from "../../runtime/agents/random.ts";
import { newGame, winner, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { STARTER_DECKS, starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

describe("agents", () => {
  it("the heuristic agent beats the random agent from either seat and with either deck (seeded, so exact)", () => {
    const GAMES = 40;
    let wins = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const [h, r] = seed % 2 ? ["p1", "p2"] : ["p2", "p1"];
      const decks = seed % 4 < 2 ? STARTER_DECKS : ([STARTER_DECKS[1], STARTER_DECKS[0]] as typeof STARTER_DECKS);
      const { state } = playGame(newGame({ seed, decks, cards }), { [h]: heuristicAgent(seed), [r]: randomAgent(seed + 500) });
      if (winner(state) === h) wins++;
    }
    expect(wins / GAMES).toBeGreaterThanOrEqual(0.7);
  }, 120_000);

  it("the random agent only ever picks legal actions and is reproducible", () => {
    const play = () => playGame(newGame({ seed: 9, decks: STARTER_DECKS, cards }), { p1: randomAgent(1), p2: randomAgent(2) }).state.log;
    expect(JSON.stringify(play())).toBe(JSON.stringify(play()));
  });
});
