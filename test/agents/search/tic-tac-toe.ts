/** Tic-tac-toe, the perfect-information test game: cells 0..8, players 0 (X, first) and 1 (O). */
import type { SearchGame } from "../../../runtime/agents/search/game.ts";

export type Player = 0 | 1;

export interface TttState {
  /** -1 empty, else the player who marked it. */
  readonly board: readonly number[];
  readonly turn: Player;
  /** -1 while playing, 0 or 1 the winner, 2 a draw. */
  readonly result: number;
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];
const KEYS = ["0", "1", "2", "3", "4", "5", "6", "7", "8"];

export function newTtt(): TttState {
  return { board: [-1, -1, -1, -1, -1, -1, -1, -1, -1], turn: 0, result: -1 };
}

/** A position from a picture such as "X.O/.X./..O" (rows top to bottom); the player to move is inferred. */
export function tttFrom(picture: string): TttState {
  const board = [...picture.replaceAll("/", "")].map((c) => (c === "X" ? 0 : c === "O" ? 1 : -1));
  const xs = board.filter((c) => c === 0).length;
  const os = board.filter((c) => c === 1).length;
  return { board, turn: xs > os ? 1 : 0, result: resultOf(board) };
}

function resultOf(board: readonly number[]): number {
  for (const [a, b, c] of LINES) {
    const p = board[a!]!;
    if (p >= 0 && p === board[b!] && p === board[c!]) return p;
  }
  return board.includes(-1) ? -1 : 2;
}

export const ticTacToe: SearchGame<TttState, number, Player> = {
  actor: (s) => (s.result >= 0 ? null : s.turn),
  actions(s) {
    const acts: number[] = [];
    if (s.result < 0) for (let i = 0; i < 9; i++) if (s.board[i] === -1) acts.push(i);
    return acts;
  },
  apply(s, a) {
    const board = s.board.slice();
    board[a] = s.turn;
    return { board, turn: s.turn === 0 ? 1 : 0, result: resultOf(board) };
  },
  isOver: (s) => s.result >= 0,
  reward: (s, p) => (s.result === p ? 1 : s.result === 2 || s.result < 0 ? 0.5 : 0),
  view: (s) => s,
  determinize: (v) => v,
  key: (a) => KEYS[a]!,
};
