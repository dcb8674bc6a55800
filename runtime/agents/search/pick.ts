import { createRng, type RngState } from "../../core/rng.ts";
import type { MoveStats, SearchAgent, SearchGame } from "./game.ts";

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

/** A search over the acting player's view (the tree is its own and kept between moves). */
export interface ViewSearch<P, V, A> {
  search(view: V, player: P, rng: RngState): { moves: readonly MoveStats<A>[] };
}

/** An agent that reads only the acting player's view: a single legal action is taken at once, else the search's best. Seeded. */
export function viewSearchAgent<S, A, P, V>(name: string, game: SearchGame<S, A, P, V>, seed: number, search: ViewSearch<P, V, A>): SearchAgent<S, A> {
  const rng = createRng(seed);
  return {
    name,
    choose(state, actions) {
      if (actions.length === 1) return actions[0]!;
      const player = game.actor(state);
      if (player === null) throw new Error(`${name}: nobody is to act`);
      return pickAction(game, actions, search.search(game.view(state, player), player, rng).moves);
    },
  };
}
