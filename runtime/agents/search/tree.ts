/**
 * The search tree shared by every search here, and one MCTS iteration over it: select (UCB), expand one
 * node, random rollout, backpropagate. Nodes live in typed arrays (a pool reused between moves), children
 * are found by action key: a short scan, or a Map once a node has many children.
 *
 * A node stands for "this sequence of action keys from the root"; it records the action's key, the player
 * who took it, its visits, its total reward for that player and its availability count (how often it was
 * legal when its parent was visited: Cowling, Powley & Whitehouse's n′, used instead of the parent's visits
 * when different determinizations allow different actions).
 */
import { nextInt, type RngState } from "../../core/rng.ts";
import { DEFAULT_EXPLORATION, DEFAULT_MAX_ROLLOUT_STEPS, type MoveStats, type SearchGame, type SearchOptions } from "./game.ts";

/** Above this many children a node finds its children through a Map instead of a scan. */
const SCAN_LIMIT = 8;

export class Tree<A, P> {
  size = 0;
  visits: Float64Array;
  total: Float64Array;
  avail: Float64Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  childCount: Int32Array;
  keys: string[] = [];
  actions: (A | undefined)[] = [];
  players: (P | undefined)[] = [];
  maps: (Map<string, number> | undefined)[] = [];

  constructor(capacity = 1024) {
    this.visits = new Float64Array(capacity);
    this.total = new Float64Array(capacity);
    this.avail = new Float64Array(capacity);
    this.firstChild = new Int32Array(capacity);
    this.nextSibling = new Int32Array(capacity);
    this.childCount = new Int32Array(capacity);
  }

  /** Empties the tree down to a fresh root (node 0). */
  reset(): void {
    this.size = 0;
    this.add(-1, "", undefined, undefined);
  }

  /** A new child of `parent` (or the root when parent is -1); returns its index. */
  add(parent: number, key: string, action: A | undefined, player: P | undefined): number {
    if (this.size === this.visits.length) this.grow();
    const n = this.size++;
    this.visits[n] = 0;
    this.total[n] = 0;
    this.avail[n] = 0;
    this.firstChild[n] = -1;
    this.nextSibling[n] = -1;
    this.childCount[n] = 0;
    this.keys[n] = key;
    this.actions[n] = action;
    this.players[n] = player;
    this.maps[n] = undefined;
    if (parent >= 0) {
      this.nextSibling[n] = this.firstChild[parent]!;
      this.firstChild[parent] = n;
      const count = ++this.childCount[parent]!;
      let map = this.maps[parent];
      if (map) map.set(key, n);
      else if (count > SCAN_LIMIT) {
        map = new Map();
        for (let c = this.firstChild[parent]!; c >= 0; c = this.nextSibling[c]!) map.set(this.keys[c]!, c);
        this.maps[parent] = map;
      }
    }
    return n;
  }

  /** The child of `node` reached by the action `key`, or -1. */
  child(node: number, key: string): number {
    const map = this.maps[node];
    if (map) return map.get(key) ?? -1;
    for (let c = this.firstChild[node]!; c >= 0; c = this.nextSibling[c]!) if (this.keys[c] === key) return c;
    return -1;
  }

  /** The root's children, most visited first. */
  rootMoves(): MoveStats<A>[] {
    const moves: MoveStats<A>[] = [];
    for (let c = this.firstChild[0]!; c >= 0; c = this.nextSibling[c]!) {
      const visits = this.visits[c]!;
      moves.push({ key: this.keys[c]!, action: this.actions[c]!, visits, mean: visits ? this.total[c]! / visits : 0 });
    }
    return moves.sort(byVisits);
  }

  private grow(): void {
    const cap = this.visits.length * 2;
    const f = (a: Float64Array) => {
      const b = new Float64Array(cap);
      b.set(a);
      return b;
    };
    const i = (a: Int32Array) => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.visits = f(this.visits);
    this.total = f(this.total);
    this.avail = f(this.avail);
    this.firstChild = i(this.firstChild);
    this.nextSibling = i(this.nextSibling);
    this.childCount = i(this.childCount);
  }
}

/** Most visits first; then the higher mean; then the key, so the order never depends on insertion. */
export function byVisits(a: { visits: number; mean: number; key: string }, b: { visits: number; mean: number; key: string }): number {
  return b.visits - a.visits || b.mean - a.mean || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * Runs MCTS iterations on a tree. One instance per agent: it holds the scratch arrays, so an iteration
 * allocates nothing of its own (the game's `actions` and `apply` may).
 */
export class Searcher<S, A, P, V> {
  readonly exploration: number;
  readonly maxRolloutSteps: number;
  private legal = new Int32Array(64);
  private keys: string[] = [];
  private path = new Int32Array(64);
  private rewardPlayers: P[] = [];
  private rewardValues: number[] = [];

  constructor(
    readonly game: SearchGame<S, A, P, V>,
    options: SearchOptions = {},
  ) {
    this.exploration = options.exploration ?? DEFAULT_EXPLORATION;
    this.maxRolloutSteps = options.maxRolloutSteps ?? DEFAULT_MAX_ROLLOUT_STEPS;
  }

  /**
   * One iteration from the state `start` (a determinization, or the true state). Descends through the
   * children legal in `start` only; with `availability` the UCB term uses each child's availability count
   * (ISMCTS), else its parent's visits (plain UCT, for a tree of one state).
   */
  iterate(tree: Tree<A, P>, start: S, rng: RngState, availability: boolean): void {
    const game = this.game;
    const c = this.exploration;
    let state = start;
    let node = 0;
    let depth = 0;
    this.pathPush(depth++, 0);
    while (!game.isOver(state)) {
      const acts = game.actions(state);
      const n = acts.length;
      if (this.legal.length < n) this.legal = new Int32Array(n * 2);
      const legal = this.legal;
      const keys = this.keys;
      let untried = 0;
      for (let i = 0; i < n; i++) {
        const k = game.key(acts[i]!);
        keys[i] = k;
        const child = tree.child(node, k);
        legal[i] = child;
        if (child < 0) untried++;
      }
      if (untried > 0) {
        // expand: one untried action, uniformly
        let pick = nextInt(rng, untried);
        let i = 0;
        for (; i < n; i++) if (legal[i]! < 0 && pick-- === 0) break;
        const child = tree.add(node, keys[i]!, acts[i], game.actor(state) ?? undefined);
        const avail = tree.avail;
        for (let j = 0; j < n; j++) if (legal[j]! >= 0) avail[legal[j]!]!++;
        avail[child] = 1;
        state = game.apply(state, acts[i]!);
        this.pathPush(depth++, child);
        break;
      }
      // select: UCB1 over the children legal here
      const visits = tree.visits;
      const total = tree.total;
      const avail = tree.avail;
      const logParent = availability ? 0 : Math.log(visits[node]!);
      let best = 0;
      let bestScore = -Infinity;
      for (let i = 0; i < n; i++) {
        const ch = legal[i]!;
        const v = visits[ch]!;
        const score = total[ch]! / v + c * Math.sqrt((availability ? Math.log(avail[ch]!) : logParent) / v);
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      }
      for (let i = 0; i < n; i++) avail[legal[i]!]!++;
      node = legal[best]!;
      state = game.apply(state, acts[best]!);
      this.pathPush(depth++, node);
    }
    const end = this.rollout(state, rng);
    this.backpropagate(tree, end, depth);
  }

  private rollout(state: S, rng: RngState): S {
    const game = this.game;
    if (game.rollout) return game.isOver(state) ? state : game.rollout(state, rng);
    for (let steps = 0; steps < this.maxRolloutSteps && !game.isOver(state); steps++) {
      const acts = game.actions(state);
      state = game.apply(state, acts[nextInt(rng, acts.length)]!);
    }
    return state;
  }

  private backpropagate(tree: Tree<A, P>, end: S, depth: number): void {
    const path = this.path;
    const players = tree.players;
    const visits = tree.visits;
    const total = tree.total;
    visits[0]!++;
    let cached = 0;
    for (let d = 1; d < depth; d++) {
      const node = path[d]!;
      const player = players[node]!;
      // one `reward` call per player and iteration
      let r = -1;
      for (let j = 0; j < cached; j++) {
        if (this.rewardPlayers[j] === player) {
          r = this.rewardValues[j]!;
          break;
        }
      }
      if (r < 0) {
        r = this.game.reward(end, player);
        this.rewardPlayers[cached] = player;
        this.rewardValues[cached++] = r;
      }
      visits[node]!++;
      total[node]! += r;
    }
  }

  private pathPush(at: number, node: number): void {
    if (at === this.path.length) {
      const p = new Int32Array(at * 2);
      p.set(this.path);
      this.path = p;
    }
    this.path[at] = node;
  }
}
