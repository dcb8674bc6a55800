/**
 * A two-step game whose legal moves depend on hidden information, for the availability counts: player 0
 * opens "safe" (a sure ½) or "dare"; after "dare" player 1, who holds a hidden card 0, 1 or 2 that player 0
 * cannot see, may "fold" (player 0 wins), or make the move only that card allows ("m0", "m1" or "m2").
 * Moves m0 and m1 win for player 1; m2 loses. Against a best reply "dare" wins a third of the time.
 */
import { nextInt } from "../../../runtime/core/rng.ts";
import type { SearchGame } from "../../../runtime/agents/search/game.ts";

export interface HiddenState {
  readonly card: number;
  /** The moves so far. */
  readonly moves: readonly string[];
}

const OPEN = ["safe", "dare"];
const REPLY = [
  ["fold", "m0"],
  ["fold", "m1"],
  ["fold", "m2"],
];

export const hiddenMoves: SearchGame<HiddenState, string, 0 | 1, readonly string[]> = {
  actor: (s) => (s.moves.length === 0 ? 0 : s.moves.length === 1 && s.moves[0] === "dare" ? 1 : null),
  actions: (s) => (s.moves.length === 0 ? OPEN : hiddenMoves.isOver(s) ? [] : REPLY[s.card]!),
  apply: (s, a) => ({ card: s.card, moves: [...s.moves, a] }),
  isOver: (s) => s.moves.length === 2 || s.moves[0] === "safe",
  reward(s, p) {
    const last = s.moves[s.moves.length - 1];
    const zero = last === "safe" ? 0.5 : last === "fold" || last === "m2" ? 1 : 0;
    return p === 0 ? zero : 1 - zero;
  },
  view: (s) => s.moves,
  determinize: (moves, _p, rng) => ({ card: nextInt(rng, 3), moves }),
  key: (a) => a,
};
