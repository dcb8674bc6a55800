/**
 * A tiny Liar's Dice for the search tests, played to ROUNDS_TO_WIN round wins. In each round each of two
 * players has DICE dice of FACES faces, hidden from the other. Players alternately raise the bid "at least
 * q dice show face f" (over both players' dice) or call the standing bid a lie; then the dice are shown:
 * the bidder wins the round if the bid holds, else the caller does. The loser opens the next round, for
 * which everyone rolls again: the rolls come from a seed in the state, which the views hide.
 *
 * Actions are numbers: 0 calls, b ≥ 1 bids q = ⌈b / FACES⌉ dice of face (b − 1) mod FACES + 1; a higher
 * number is a higher bid. The action lists and keys are precomputed, so `actions` and `key` allocate nothing.
 */
import { createRng, nextInt, type RngState } from "../../../runtime/core/rng.ts";
import type { SearchGame } from "../../../runtime/agents/search/game.ts";

export const DICE = 3;
export const FACES = 6;
export const ROUNDS_TO_WIN = 2;
export const BIDS = 2 * DICE * FACES;
export const CALL = 0;

export type Player = 0 | 1;

export interface DiceState {
  /** dice[p]: player p's dice this round, each in 1..FACES. */
  readonly dice: readonly (readonly number[])[];
  /** The standing bid (an action number), 0 before the round's first bid. */
  readonly bid: number;
  readonly turn: Player;
  /** Rounds won by each player. */
  readonly score: readonly number[];
  /** The winner of the game, else -1. */
  readonly winner: -1 | Player;
  /** Where the next round's rolls come from (hidden: a view leaves it out). */
  readonly seed: number;
}

/** What a player knows: their own dice and everything public. */
export interface DiceView {
  readonly me: Player;
  readonly mine: readonly number[];
  readonly bid: number;
  readonly turn: Player;
  readonly score: readonly number[];
  readonly winner: -1 | Player;
}

export const bidQuantity = (b: number) => Math.ceil(b / FACES);
export const bidFace = (b: number) => ((b - 1) % FACES) + 1;
export const bidOf = (q: number, f: number) => (q - 1) * FACES + f;

const KEYS: string[] = [];
for (let b = 0; b <= BIDS; b++) KEYS.push(b === CALL ? "call" : `${bidQuantity(b)}x${bidFace(b)}`);
/** LEGAL[bid]: the actions after the standing bid `bid`. */
const LEGAL: number[][] = [];
for (let bid = 0; bid <= BIDS; bid++) {
  const acts: number[] = bid === 0 ? [] : [CALL];
  for (let b = bid + 1; b <= BIDS; b++) acts.push(b);
  LEGAL.push(acts);
}
const NONE: number[] = [];

export function roll(rng: RngState): number[] {
  const d: number[] = [];
  for (let i = 0; i < DICE; i++) d.push(1 + nextInt(rng, FACES));
  return d;
}

export function newDiceGame(seed: number): DiceState {
  const rng = createRng(seed);
  return { dice: [roll(rng), roll(rng)], bid: 0, turn: 0, score: [0, 0], winner: -1, seed: rng.seed };
}

function count(dice: DiceState["dice"], face: number): number {
  let n = 0;
  for (const hand of dice) for (const d of hand) if (d === face) n++;
  return n;
}

export const liarsDice: SearchGame<DiceState, number, Player, DiceView> = {
  actor: (s) => (s.winner >= 0 ? null : s.turn),
  actions: (s) => (s.winner >= 0 ? NONE : LEGAL[s.bid]!),
  apply(s, a) {
    const other: Player = s.turn === 0 ? 1 : 0;
    if (a !== CALL) return { dice: s.dice, bid: a, turn: other, score: s.score, winner: -1, seed: s.seed };
    const roundWinner = count(s.dice, bidFace(s.bid)) >= bidQuantity(s.bid) ? other : s.turn;
    const loser: Player = roundWinner === 0 ? 1 : 0;
    const score = roundWinner === 0 ? [s.score[0]! + 1, s.score[1]!] : [s.score[0]!, s.score[1]! + 1];
    if (score[roundWinner]! >= ROUNDS_TO_WIN) return { dice: s.dice, bid: s.bid, turn: s.turn, score, winner: roundWinner, seed: s.seed };
    const rng = createRng(s.seed);
    return { dice: [roll(rng), roll(rng)], bid: 0, turn: loser, score, winner: -1, seed: rng.seed };
  },
  isOver: (s) => s.winner >= 0,
  reward: (s, p) => (s.winner < 0 ? 0.5 : s.winner === p ? 1 : 0),
  view: (s, me) => ({ me, mine: s.dice[me]!, bid: s.bid, turn: s.turn, score: s.score, winner: s.winner }),
  determinize(v, me, rng) {
    const theirs = roll(rng);
    const dice = me === 0 ? [v.mine, theirs] : [theirs, v.mine];
    return { dice, bid: v.bid, turn: v.turn, score: v.score, winner: v.winner, seed: nextInt(rng, 0x100000000) };
  },
  key: (a) => KEYS[a]!,
};
