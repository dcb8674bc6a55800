/**
 * The step API every game engine offers, and what the kernel does with any engine that offers it: replay a game
 * from its actions, play one out with an agent a seat, check invariants after every step. A game engine is pure:
 * `apply` returns a new state and leaves its input as it was; all chance comes from an rng kept in the state, so
 * the same options and actions make the same game. Games whose rules ask decisions in the middle of their work build
 * `apply` on the resumable-unit protocol (units.ts) and get live play with it (live.ts).
 */

/** A game's engine: `S` its state, `A` its actions, `O` what a new game is made from. */
export interface GameEngine<S, A, O> {
  newGame(o: O): S;
  /** The player who acts next (null when the game is over). */
  actor(s: S): string | null;
  /** The actions open to `actor(s)`: every action a player takes is one of these. */
  legalActions(s: S): A[];
  /** A new state with the action taken; throws on an action not legal. `legal`: `legalActions(s)`, when the caller has it. */
  apply(s: S, a: A, legal?: A[]): S;
  isOver(s: S): boolean;
  winner(s: S): string | null;
  /** What `player` may know of `s` (a game with hidden information). */
  view?(s: S, player: string): S;
  /** A stable hash of the state: equal states, equal digests. */
  digest(s: S): string;
  /** The invariants `s` breaks (empty when all hold). */
  violations?(s: S): string[];
}

/** Picks an action for the player acting, from what the player may see of the state. */
export interface Seat<S, A> {
  choose(s: S, actions: A[]): A;
  /** Sees the whole state even when the game has views (a yardstick, not a fair player). */
  cheats?: boolean;
}

/** The game the options and actions make, step by step. */
export function replay<S, A, O>(engine: GameEngine<S, A, O>, o: O, actions: readonly A[]): S {
  let s = engine.newGame(o);
  for (const a of actions) s = engine.apply(s, a);
  return s;
}

/**
 * Plays from `start` to the end (or `maxSteps` actions) by `apply`, asking each seat's agent in turn: an agent sees
 * the acting player's view when the game has views, unless it cheats. Returns the final state and the actions taken.
 */
export function playOut<S, A, O>(engine: GameEngine<S, A, O>, start: S, seats: Readonly<Record<string, Seat<S, A>>>, maxSteps = Infinity): { state: S; actions: A[] } {
  let s = start;
  const actions: A[] = [];
  for (let who = engine.actor(s); who !== null && actions.length < maxSteps; who = engine.actor(s)) {
    const seat = seats[who];
    if (!seat) throw new Error(`no agent for player ${who}`);
    const legal = engine.legalActions(s);
    const a = seat.choose(engine.view && !seat.cheats ? engine.view(s, who) : s, legal);
    s = engine.apply(s, a, legal);
    actions.push(a);
  }
  return { state: s, actions };
}

/** The engine checking its invariants after `newGame` and every `apply`: a broken one throws, naming the action. */
export function withInvariants<S, A, O>(engine: GameEngine<S, A, O>): GameEngine<S, A, O> {
  const check = engine.violations;
  if (!check) return engine;
  const checked = (s: S, after: string): S => {
    const v = check(s);
    if (v.length) throw new Error(`invariant violated after ${after}: ${v.join("; ")}`);
    return s;
  };
  return {
    ...engine,
    newGame: (o) => checked(engine.newGame(o), "the set-up"),
    apply: (s, a, legal) => checked(engine.apply(s, a, legal), JSON.stringify(a)),
  };
}
