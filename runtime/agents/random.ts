/** The random agent: seeded, picks uniformly among the legal actions. */
import { createRng, nextInt } from "../core/rng.ts";
import type { GameState } from "../core/state.ts";

/** An agent for any game: picks one of the legal actions, whatever their type. */
export interface RandomAgent {
  name: string;
  choose<A>(state: GameState, actions: A[]): A;
  /** It reads nothing of the state: a table need not make it a view. */
  blind: true;
}

export function randomAgent(seed: number): RandomAgent {
  const rng = createRng(seed);
  return { name: "random", blind: true, choose: <A>(_state: GameState, actions: A[]): A => actions[nextInt(rng, actions.length)]! };
}
