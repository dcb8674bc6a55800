import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ismctsAgent } from "../../../runtime/agents/search/ismcts.ts";
import { cheatingUct, cheatingUctAgent, determinizedUct, determinizedUctAgent } from "../../../runtime/agents/search/uct.ts";
import { runs } from "../../support/properties.ts";
import { DICE, FACES, BIDS, bidOf, liarsDice, newDiceGame, type DiceState } from "./liars-dice.ts";
import { match, randomSearchAgent } from "./play.ts";
import { ticTacToe, tttFrom } from "./tic-tac-toe.ts";

const dice = (i: number) => newDiceGame(i + 1);

describe("cheating UCT (sees the hidden dice)", () => {
  test.each([
    ["XX./OO./...", "2"],
    ["XX./.OO/X..", "3"],
  ])("tic-tac-toe %s → %s", (picture, cell) => {
    expect(cheatingUct(ticTacToe, tttFrom(picture), { iterations: 500, seed: 1 }).key).toBe(cell);
  });

  test("calls a plausible bid that the hidden dice make false", () => {
    const state: DiceState = { dice: [[1, 2, 4], [5, 6, 6]], bid: bidOf(1, 3), turn: 0, score: [1, 1], winner: -1, seed: 5 };
    const result = cheatingUct(liarsDice, state, { iterations: 2000, seed: 1 });
    expect(result.key).toBe("call");
    expect(result.moves[0]!.mean).toBe(1);
  });

  test("is at least as strong as SO-ISMCTS at liar's dice (200 games, 300 iterations a move)", () => {
    const won = match(liarsDice, 200, dice, (s) => cheatingUctAgent(liarsDice, s, { iterations: 300 }), (s) => ismctsAgent(liarsDice, s, { iterations: 300 }));
    // head to head, seats alternating (both beat a random agent ~99% of the time, too close to compare)
    expect(won).toBeGreaterThanOrEqual(100);
  });

  test("deterministic for a seed", () => {
    const state = newDiceGame(4);
    expect(cheatingUct(liarsDice, state, { iterations: 1000, seed: 3 })).toEqual(cheatingUct(liarsDice, state, { iterations: 1000, seed: 3 }));
  });
});

describe("determinized UCT", () => {
  test.each([
    ["XX./OO./...", "2"],
    ["OX./OX./...", "7"],
  ])("tic-tac-toe %s → %s", (picture, cell) => {
    const state = tttFrom(picture);
    expect(determinizedUct(ticTacToe, state, state.turn, { iterations: 1000, determinizations: 5, seed: 1 }).key).toBe(cell);
  });

  test("splits the iterations over the determinizations and sums the votes", () => {
    const result = determinizedUct(liarsDice, newDiceGame(3), 0, { iterations: 1001, determinizations: 7, seed: 2 });
    expect(result.iterations).toBe(1001);
    expect(result.moves.reduce((n, m) => n + m.visits, 0)).toBe(1001);
    expect(result.key).toBe(result.moves[0]!.key);
  });

  test("beats a random agent in at least 90% of 200 games of liar's dice", () => {
    const won = match(liarsDice, 200, dice, (s) => determinizedUctAgent(liarsDice, s, { iterations: 500, determinizations: 10 }), (s) => randomSearchAgent(s));
    expect(won).toBeGreaterThanOrEqual(180);
  });

  test("the agent's move depends only on the acting player's view", () => {
    const hand = fc.array(fc.integer({ min: 1, max: FACES }), { minLength: DICE, maxLength: DICE });
    fc.assert(
      fc.property(hand, hand, hand, fc.integer({ min: 0, max: BIDS - 1 }), fc.nat(), (mine, theirs, other, bid, seed) => {
        const state = (hidden: number[]): DiceState => ({ dice: [mine, hidden], bid, turn: 0, score: [0, 0], winner: -1, seed: hidden[0]! });
        const choose = (s: DiceState) => determinizedUctAgent(liarsDice, seed, { iterations: 200, determinizations: 4 }).choose(s, liarsDice.actions(s));
        expect(choose(state(other))).toBe(choose(state(theirs)));
      }),
      { numRuns: runs(25) },
    );
  });
});
