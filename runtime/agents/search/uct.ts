/**
 * The two baselines Cowling, Powley & Whitehouse compare ISMCTS with:
 *
 * - **cheating UCT**: plain UCT on the true state, hidden information and all. It is not a fair player (it
 *   reads what the acting player may not know); it measures how much the hidden information is worth.
 * - **determinized UCT** ("Perfect Information Monte Carlo"): deals `determinizations` states consistent
 *   with the acting player's view, searches each with a UCT tree of its own (the budget split evenly) and
 *   plays the move with the most visits summed over the trees. Fair: it reads only the view.
 */
import { createRng, type RngState } from "../../core/rng.ts";
import { Stopwatch } from "./budget.ts";
import { DEFAULT_ITERATIONS, type Budget, type MoveStats, type SearchAgent, type SearchGame, type SearchOptions, type SearchResult } from "./game.ts";
import { pickAction, viewSearchAgent } from "./pick.ts";
import { byVisits, Searcher, Tree } from "./tree.ts";

export class Uct<S, A, P, V> {
  readonly searcher: Searcher<S, A, P, V>;
  readonly tree = new Tree<A, P>();

  constructor(
    readonly game: SearchGame<S, A, P, V>,
    readonly options: SearchOptions = {},
  ) {
    this.searcher = new Searcher(game, options);
  }

  /** UCT from the (full) `state`, within `budget` (the options' unless told). */
  search(state: S, rng: RngState, budget: Budget = this.options): SearchResult<A> {
    const { tree, searcher } = this;
    tree.reset();
    const clock = new Stopwatch(budget);
    let i = 0;
    for (; clock.more(i); i++) searcher.iterate(tree, state, rng, false);
    const moves = tree.rootMoves();
    return { key: moves[0]?.key ?? null, moves, iterations: i, nodes: tree.size };
  }
}

export interface DeterminizedOptions extends SearchOptions {
  /** How many determinizations (trees); 20 unless told. */
  determinizations?: number;
}

export class DeterminizedUct<S, A, P, V> {
  readonly uct: Uct<S, A, P, V>;

  constructor(
    readonly game: SearchGame<S, A, P, V>,
    readonly options: DeterminizedOptions = {},
  ) {
    this.uct = new Uct(game, options);
  }

  search(view: V, player: P, rng: RngState): SearchResult<A> {
    const k = Math.max(1, this.options.determinizations ?? 20);
    const votes = new Map<string, MoveStats<A>>();
    const { iterations: total, timePerMoveMs: time } = this.options;
    const count = total ?? (time === undefined ? DEFAULT_ITERATIONS : undefined);
    const deadline = time === undefined ? 0 : performance.now() + time;
    let iterations = 0;
    let nodes = 0;
    for (let t = 0; t < k; t++) {
      // tree t gets its share of the iterations, and of the time left
      const budget: Budget = {};
      if (count !== undefined) budget.iterations = Math.floor((count * (t + 1)) / k) - Math.floor((count * t) / k);
      if (time !== undefined) budget.timePerMoveMs = Math.max(0, (deadline - performance.now()) / (k - t));
      const result = this.uct.search(this.game.determinize(view, player, rng), rng, budget);
      iterations += result.iterations;
      nodes += result.nodes;
      for (const m of result.moves) {
        const v = votes.get(m.key);
        if (!v) votes.set(m.key, { ...m, mean: m.mean * m.visits });
        else {
          v.visits += m.visits;
          v.mean += m.mean * m.visits;
        }
      }
    }
    const moves = [...votes.values()];
    for (const m of moves) m.mean = m.visits ? m.mean / m.visits : 0;
    moves.sort(byVisits);
    return { key: moves[0]?.key ?? null, moves, iterations, nodes };
  }
}

/** Cheating UCT from the true `state` (a one-off). */
export function cheatingUct<S, A, P, V>(game: SearchGame<S, A, P, V>, state: S, options: SearchOptions & { seed?: number } = {}): SearchResult<A> {
  return new Uct(game, options).search(state, createRng(options.seed ?? 0));
}

/** Determinized UCT from `player`'s view of `state` (a one-off). */
export function determinizedUct<S, A, P, V>(game: SearchGame<S, A, P, V>, state: S, player: P, options: DeterminizedOptions & { seed?: number } = {}): SearchResult<A> {
  return new DeterminizedUct(game, options).search(game.view(state, player), player, createRng(options.seed ?? 0));
}

/** The cheating agent: UCT on the true state. It CHEATS: it sees every hidden card. A yardstick, not a player. */
export function cheatingUctAgent<S, A, P, V>(game: SearchGame<S, A, P, V>, seed: number, options: SearchOptions = {}): SearchAgent<S, A> {
  const rng = createRng(seed);
  const uct = new Uct(game, options);
  return {
    name: "cheating-uct",
    choose(state, actions) {
      if (actions.length === 1) return actions[0]!;
      return pickAction(game, actions, uct.search(state, rng).moves);
    },
  };
}

/** The determinized-UCT agent: reads only the acting player's view. */
export function determinizedUctAgent<S, A, P, V>(game: SearchGame<S, A, P, V>, seed: number, options: DeterminizedOptions = {}): SearchAgent<S, A> {
  return viewSearchAgent("determinized-uct", game, seed, new DeterminizedUct(game, options));
}
