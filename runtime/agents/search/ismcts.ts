/**
 * Single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley & Whitehouse, "Information Set Monte
 * Carlo Tree Search", IEEE TCIAIG 4(2), 2012, algorithm 3).
 *
 * One tree, rooted at the searching player's information set. Each iteration deals a determinization of
 * the root view, descends the tree through the children whose actions are legal in that determinization
 * (UCB1 with availability counts in place of the parent's visits), expands one untried action, plays a
 * random rollout to the end and credits every node on the path with the reward of the player who took its
 * action. Nodes are identified by the action keys of the player to act, so statistics are shared across
 * determinizations; the move played is the root child visited most.
 *
 * The search reads only `game.view(state, player)` and the determinizations dealt from it: its choice cannot
 * depend on hidden information. With an iteration budget it is deterministic for a seed.
 */
import { createRng, type RngState } from "../../core/rng.ts";
import { Stopwatch } from "./budget.ts";
import type { SearchAgent, SearchGame, SearchOptions, SearchResult } from "./game.ts";
import { Searcher, Tree } from "./tree.ts";
import { viewSearchAgent } from "./pick.ts";

export class Ismcts<S, A, P, V> {
  readonly searcher: Searcher<S, A, P, V>;
  readonly tree = new Tree<A, P>();

  constructor(
    readonly game: SearchGame<S, A, P, V>,
    readonly options: SearchOptions = {},
  ) {
    this.searcher = new Searcher(game, options);
  }

  /** Searches from `view`, the information set of `player` (who is to act). */
  search(view: V, player: P, rng: RngState): SearchResult<A> {
    const { game, tree, searcher } = this;
    tree.reset();
    const clock = new Stopwatch(this.options);
    let i = 0;
    for (; clock.more(i); i++) searcher.iterate(tree, game.determinize(view, player, rng), rng, true);
    const moves = tree.rootMoves();
    return { key: moves[0]?.key ?? null, moves, iterations: i, nodes: tree.size };
  }
}

/** An SO-ISMCTS search from `player`'s view of `state` (a one-off; agents reuse their tree). */
export function ismcts<S, A, P, V>(game: SearchGame<S, A, P, V>, state: S, player: P, options: SearchOptions & { seed?: number } = {}): SearchResult<A> {
  return new Ismcts(game, options).search(game.view(state, player), player, createRng(options.seed ?? 0));
}

/** The SO-ISMCTS agent: sees only the acting player's view. Seeded; one random stream over its moves. */
export function ismctsAgent<S, A, P, V>(game: SearchGame<S, A, P, V>, seed: number, options: SearchOptions = {}): SearchAgent<S, A> {
  return viewSearchAgent("ismcts", game, seed, new Ismcts(game, options));
}
