/** Plays test games between search agents. */
import { createRng, nextInt } from "../../../runtime/core/rng.ts";
import type { SearchAgent, SearchGame } from "../../../runtime/agents/search/game.ts";

export function randomSearchAgent<S, A>(seed: number): SearchAgent<S, A> {
  const rng = createRng(seed);
  return { name: "random", choose: (_s, actions) => actions[nextInt(rng, actions.length)]! };
}

/** Plays `start` to the end with `agents[p]` choosing for player p; returns the final state. */
export function playOut<S, A, P extends number, V>(game: SearchGame<S, A, P, V>, start: S, agents: readonly SearchAgent<S, A>[]): S {
  let state = start;
  for (let steps = 0; !game.isOver(state); steps++) {
    if (steps > 10_000) throw new Error("game too long");
    const actions = game.actions(state);
    const choice = agents[game.actor(state)!]!.choose(state, actions);
    if (!actions.includes(choice)) throw new Error("illegal choice");
    state = game.apply(state, choice);
  }
  return state;
}

/**
 * Games won by agent `a` (made by `make(seed)`) against `b`, seats alternating with the seed: in game i
 * agent a sits in seat i % 2. A draw counts half.
 */
export function match<S, A, P extends number, V>(
  game: SearchGame<S, A, P, V>,
  games: number,
  start: (i: number) => S,
  a: (seed: number) => SearchAgent<S, A>,
  b: (seed: number) => SearchAgent<S, A>,
): number {
  let won = 0;
  for (let i = 0; i < games; i++) {
    const seat = (i % 2) as P;
    const agents = seat === 0 ? [a(i), b(1000 + i)] : [b(1000 + i), a(i)];
    won += game.reward(playOut(game, start(i), agents), seat);
  }
  return won;
}
