import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createRng } from "../../../runtime/core/rng.ts";
import { Ismcts, ismcts, ismctsAgent } from "../../../runtime/agents/search/ismcts.ts";
import { runs } from "../../support/properties.ts";
import { hiddenMoves } from "./hidden-moves.ts";
import { BIDS, CALL, DICE, FACES, bidOf, liarsDice, newDiceGame, type DiceState } from "./liars-dice.ts";
import { nim, nimMove } from "./nim.ts";
import { match, playOut, randomSearchAgent } from "./play.ts";
import { newTtt, ticTacToe, tttFrom } from "./tic-tac-toe.ts";

describe("SO-ISMCTS finds the winning move", () => {
  test.each([
    ["XX./OO./...", "2"], // X completes the top row
    ["X.X/.O./O..", "1"],
    ["OX./OX./...", "7"], // X wins in the middle column rather than blocking O's
    ["XX./.OO/X..", "3"], // O to move wins across the middle (and blocks X)
    ["X.O/.XO/...", "8"], // X wins on the diagonal before O completes the right column
  ])("tic-tac-toe %s → %s", (picture, cell) => {
    const state = tttFrom(picture);
    expect(ismcts(ticTacToe, state, state.turn, { iterations: 500, seed: 1 }).key).toBe(cell);
  });

  test("tic-tac-toe: keeps a forced win that is several moves deep", () => {
    // X to move can force a win here: the move the search picks must keep it (an exhaustive solver checks)
    const state = tttFrom("XO./.../...");
    expect(state.turn).toBe(0);
    expect(solve(state, 0)).toBe(1);
    for (const seed of [1, 2, 3]) {
      const key = ismcts(ticTacToe, state, 0, { iterations: 5000, seed }).key!;
      expect(solve(ticTacToe.apply(state, Number(key)), 0)).toBe(1);
    }
  });

  test.each([
    [[1, 2, 4], nimMove(2, 1)],
    [[2, 3, 4], nimMove(2, 3)],
  ])("nim %j: the only move to a zero nim-sum", (heaps, move) => {
    expect(ismcts(nim, { heaps, turn: 0 }, 0, { iterations: 5000, seed: 7 }).key).toBe(nim.key(move));
  });

  test("liar's dice: calls a bid the hidden dice cannot make true", () => {
    // the deciding round; I hold no 2s, so "4 × 2" needs four of the opponent's three dice
    const state: DiceState = { dice: [[1, 3, 6], [2, 2, 2]], bid: bidOf(4, 2), turn: 0, score: [1, 1], winner: -1, seed: 5 };
    const result = ismcts(liarsDice, state, 0, { iterations: 2000, seed: 1 });
    expect(result.key).toBe("call");
    expect(result.moves[0]!.mean).toBe(1);
  });

  test("liar's dice: does not call a bid its own dice make true", () => {
    const state: DiceState = { dice: [[5, 5, 4], [1, 2, 3]], bid: bidOf(2, 5), turn: 0, score: [1, 1], winner: -1, seed: 5 };
    const result = ismcts(liarsDice, state, 0, { iterations: 2000, seed: 1 });
    expect(result.key).not.toBe("call");
    expect(result.moves.find((m) => m.key === "call")!.mean).toBe(0);
  });
});

/** The value of `state` for `me` with best play on both sides (tic-tac-toe is small enough). */
function solve(state: ReturnType<typeof newTtt>, me: 0 | 1): number {
  if (ticTacToe.isOver(state)) return ticTacToe.reward(state, me);
  const values = ticTacToe.actions(state).map((a) => solve(ticTacToe.apply(state, a), me));
  return state.turn === me ? Math.max(...values) : Math.min(...values);
}

describe("SO-ISMCTS plays well", () => {
  test("beats a random agent in at least 90% of 200 games of liar's dice (300 iterations a move)", () => {
    const won = match(liarsDice, 200, (i) => newDiceGame(i + 1), (s) => ismctsAgent(liarsDice, s, { iterations: 300 }), (s) => randomSearchAgent(s));
    expect(won).toBeGreaterThanOrEqual(180);
  });

  test("never loses tic-tac-toe to a random agent", () => {
    for (let i = 0; i < 40; i++) {
      const agents = [ismctsAgent(ticTacToe, i, { iterations: 1000 }), randomSearchAgent<ReturnType<typeof newTtt>, number>(i)];
      const seat = i % 2;
      const end = playOut(ticTacToe, newTtt(), seat === 0 ? agents : agents.reverse());
      expect(end.result).not.toBe(1 - seat);
    }
  });

  test("prefers the sure half to a dare it loses two times in three", () => {
    const result = ismcts(hiddenMoves, { card: 0, moves: [] }, 0, { iterations: 3000, seed: 2 });
    expect(result.key).toBe("safe");
    const dare = result.moves.find((m) => m.key === "dare")!;
    expect(dare.mean).toBeLessThan(0.5);
  });
});

describe("SO-ISMCTS bookkeeping", () => {
  test("availability counts: moves legal in only some determinizations", () => {
    const search = new Ismcts(hiddenMoves, { iterations: 3000 });
    search.search([], 0, createRng(4));
    const { tree } = search;
    const dare = tree.child(0, "dare");
    const replies = ["fold", "m0", "m1", "m2"].map((k) => tree.child(dare, k));
    expect(replies.every((c) => c > 0)).toBe(true);
    // after the visit that made it, "dare" was visited visits − 1 times: "fold" was available each time
    // (but for the at most three visits before it was expanded), exactly one mN each time, each about a third
    const [fold, ...only] = replies as [number, ...number[]];
    const after = tree.visits[dare]! - 1;
    expect(tree.avail[fold]).toBeLessThanOrEqual(after);
    expect(tree.avail[fold]).toBeGreaterThanOrEqual(after - 3);
    const avails = only.map((c) => tree.avail[c]!);
    expect(avails.reduce((a, b) => a + b, 0)).toBe(after);
    for (const a of avails) expect(Math.abs(a / after - 1 / 3)).toBeLessThan(0.1);
    // every node: visits ≤ availability ≤ its parent's visits; children's visits sum to at most the parent's
    for (let n = 1; n < tree.size; n++) expect(tree.visits[n]).toBeLessThanOrEqual(tree.avail[n]!);
    for (let n = 0; n < tree.size; n++) {
      let sum = 0;
      for (let c = tree.firstChild[n]!; c >= 0; c = tree.nextSibling[c]!) {
        sum += tree.visits[c]!;
        expect(tree.avail[c]).toBeLessThanOrEqual(tree.visits[n]!);
      }
      expect(sum).toBeLessThanOrEqual(tree.visits[n]!);
    }
    expect(tree.visits[0]).toBe(3000);
  });

  test("deterministic for a seed with an iteration budget", () => {
    const state = newDiceGame(11);
    const a = ismcts(liarsDice, state, 0, { iterations: 2000, seed: 9 });
    const b = ismcts(liarsDice, state, 0, { iterations: 2000, seed: 9 });
    expect(b).toEqual(a);
    // whole games, agent against agent
    const game = (seed: number) => playOut(liarsDice, newDiceGame(3), [ismctsAgent(liarsDice, seed, { iterations: 200 }), ismctsAgent(liarsDice, seed + 1, { iterations: 200 })]);
    expect(game(5)).toEqual(game(5));
  });

  test("a time budget runs until the time is up", () => {
    const start = performance.now();
    const result = ismcts(liarsDice, newDiceGame(2), 0, { timePerMoveMs: 50, seed: 1 });
    expect(performance.now() - start).toBeGreaterThanOrEqual(49);
    expect(result.iterations).toBeGreaterThan(100);
    expect(result.key).not.toBeNull();
  });

  test("both budgets: stops at the first reached", () => {
    expect(ismcts(liarsDice, newDiceGame(2), 0, { iterations: 77, timePerMoveMs: 10_000 }).iterations).toBe(77);
  });

  test("the agent's move depends only on the acting player's view", () => {
    const die = fc.integer({ min: 1, max: FACES });
    const hand = fc.array(die, { minLength: DICE, maxLength: DICE });
    fc.assert(
      fc.property(hand, hand, hand, fc.integer({ min: 0, max: BIDS - 1 }), fc.constantFrom(0, 1), fc.constantFrom([0, 0], [1, 0], [0, 1], [1, 1]), fc.nat(), (mine, theirs, other, bid, me, score, seed) => {
        const state = (hidden: number[]): DiceState => ({
          dice: me === 0 ? [mine, hidden] : [hidden, mine],
          bid,
          turn: me as 0 | 1,
          score,
          winner: -1,
          seed: seed ^ hidden.reduce((h, d) => h * 7 + d, 0), // the hidden next-round seed differs too
        });
        const [a, b] = [state(theirs), state(other)];
        expect(liarsDice.view(a, me as 0 | 1)).toEqual(liarsDice.view(b, me as 0 | 1));
        const choose = (s: DiceState) => ismctsAgent(liarsDice, seed, { iterations: 300 }).choose(s, liarsDice.actions(s));
        expect(choose(b)).toBe(choose(a));
      }),
      { numRuns: runs(40) },
    );
  });

  test("the agent returns one of the actions given", () => {
    const state = newDiceGame(1);
    const actions = liarsDice.actions(state);
    expect(actions).toContain(ismctsAgent(liarsDice, 1, { iterations: 100 }).choose(state, actions));
    expect(actions).not.toContain(CALL);
  });
});
