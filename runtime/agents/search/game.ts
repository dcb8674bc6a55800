/**
 * What the search agents need from a game: `SearchGame<S, A, P>`. Nothing here knows any rules; a game
 * engine implements this once (usually a thin object of functions over its plain-data state) and every
 * search in this folder can play it.
 *
 * - `S` is a full game state (plain data is ideal); `apply` must never change it.
 * - `A` is an action. It may be anything (a number, an object); the searches compare actions only by `key`.
 * - `P` is a player id, compared with `===` (strings or small integers).
 *
 * Hidden information is described by two functions. `view(state, player)` is what `player` may know (their
 * own cards, public zones, the history they saw); `determinize(view, player, rng)` deals a full state that
 * is consistent with that view (opponents' hands and deck orders sampled with `rng`). A game of perfect
 * information implements them as `view: (s) => s` and `determinize: (v) => v`.
 *
 * Randomness of the game itself (shuffles, dice) belongs to the state: `apply` is deterministic given the
 * state. If the state carries a seed for future draws, `view` must hide it and `determinize` must draw a
 * fresh one from `rng`, or the searches will see the future.
 */
import type { RngState } from "../../core/rng.ts";

export interface SearchGame<S, A, P = string, V = S> {
  /** The player to act, or null when the game is over (or nobody can act). */
  actor(state: S): P | null;
  /**
   * The legal actions of `actor(state)`, never empty while the game is not over. Called in the search's
   * hot loop: return cached arrays or cheap values where you can. The searches never modify the array.
   */
  actions(state: S): readonly A[];
  /** The state after `action` (one of `actions(state)`). Pure: returns a new state, leaves `state` as it was. */
  apply(state: S, action: A): S;
  isOver(state: S): boolean;
  /**
   * How good `state` is for `player`, in [0, 1]: for a finished game 1 a win, 0 a loss, ½ a draw (or any
   * score in between). Also called on an unfinished state when a rollout is cut at `maxRolloutSteps`; a
   * heuristic estimate is then welcome, ½ will do.
   */
  reward(state: S, player: P): number;
  /** What `player` may know of `state`. The ISMCTS and determinized agents read only this. */
  view(state: S, player: P): V;
  /**
   * A full state consistent with `view`, sampled with `rng` (uniformly over the states the player cannot tell
   * apart, or from any sensible belief). It must give `player` the same legal actions (by key) as the true state.
   */
  determinize(view: V, player: P, rng: RngState): S;
  /**
   * An action's identity across determinizations: two actions with one key are "the same move" (e.g. "play
   * card 12", "bid 3×5"); the actions of one state have distinct keys. It must not depend on information
   * hidden from the player taking the action. Called in the hot loop: precompute the strings (a table by
   * action index) rather than building them each time.
   */
  key(action: A): string;
  /**
   * Optional: plays `state` to the end with a cheap default policy and returns the final state (a game may
   * copy the state once and play on the copy in place). Without it, a rollout picks uniformly among
   * `actions(state)` with `apply`, for at most `maxRolloutSteps` actions.
   */
  rollout?(state: S, rng: RngState): S;
}

/** How long a search runs: `iterations`, `timePerMoveMs`, or both (it stops at whichever comes first). */
export interface Budget {
  /** Iterations per move; with no time budget the search is deterministic for a given seed. */
  iterations?: number;
  /** Wall-clock milliseconds per move (checked every few iterations). */
  timePerMoveMs?: number;
}

export interface SearchOptions extends Budget {
  /** The UCB exploration constant (rewards lie in [0, 1]); 0.7 as in Cowling, Powley & Whitehouse. */
  exploration?: number;
  /** A rollout without `game.rollout` stops after this many actions and scores the state it reached. */
  maxRolloutSteps?: number;
}

/** The statistics of one move at the root after a search. */
export interface MoveStats<A> {
  key: string;
  /** An action of that key (from one of the determinizations). */
  action: A;
  visits: number;
  /** Mean reward for the player to act at the root, in [0, 1]. */
  mean: number;
}

export interface SearchResult<A> {
  /** The key of the chosen move (the most visited), or null when no iteration ran. */
  key: string | null;
  moves: MoveStats<A>[];
  iterations: number;
  /** Nodes in the tree(s) at the end. */
  nodes: number;
}

/** A game-agnostic agent: `choose(state, actions)` for the player to act in `state`. */
export interface SearchAgent<S, A> {
  name: string;
  /** Picks one of `actions` (all legal, all for the player to act). */
  choose(state: S, actions: readonly A[]): A;
}

export const DEFAULT_ITERATIONS = 1000;
export const DEFAULT_EXPLORATION = 0.7;
export const DEFAULT_MAX_ROLLOUT_STEPS = 10_000;
