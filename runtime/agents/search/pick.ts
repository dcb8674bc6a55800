import type { MoveStats } from "./game.ts";

/**
 * The action of `actions` for the best of `moves` (sorted best first) whose key is among them; the first
 * action when none is (no iteration ran).
 */
export function pickAction<A>(game: { key(action: A): string }, actions: readonly A[], moves: readonly MoveStats<A>[]): A {
  for (const m of moves) {
    for (const a of actions) if (game.key(a) === m.key) return a;
  }
  return actions[0]!;
}
