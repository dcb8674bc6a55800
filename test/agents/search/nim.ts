/** Nim (normal play: who takes the last object wins), a perfect-information test game with deep winning lines. */
import type { SearchGame } from "../../../runtime/agents/search/game.ts";

export interface NimState {
  readonly heaps: readonly number[];
  readonly turn: 0 | 1;
}

/** An action takes `take` (1..15) from heap `heap`: heap * 16 + take. */
export const nimMove = (heap: number, take: number) => heap * 16 + take;
const KEYS: string[] = [];
for (let a = 0; a < 16 * 16; a++) KEYS.push(`${a >> 4}-${a & 15}`);

export const nim: SearchGame<NimState, number, 0 | 1> = {
  actor: (s) => (nim.isOver(s) ? null : s.turn),
  actions(s) {
    const acts: number[] = [];
    s.heaps.forEach((h, i) => {
      for (let t = 1; t <= h; t++) acts.push(nimMove(i, t));
    });
    return acts;
  },
  apply(s, a) {
    const heaps = s.heaps.slice();
    heaps[a >> 4]! -= a & 15;
    return { heaps, turn: s.turn === 0 ? 1 : 0 };
  },
  isOver: (s) => s.heaps.every((h) => h === 0),
  // the player who just moved took the last object
  reward: (s, p) => (nim.isOver(s) ? (s.turn === p ? 0 : 1) : 0.5),
  view: (s) => s,
  determinize: (v) => v,
  key: (a) => KEYS[a]!,
};
