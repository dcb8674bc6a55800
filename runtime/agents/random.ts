/** The random agent: seeded, picks uniformly among the legal actions. */
import { createRng, nextInt } from "../core/rng.ts";
import type { Agent } from "./agent.ts";

export function randomAgent(seed: number): Agent {
  const rng = createRng(seed);
  return { name: "random", choose: (_state, actions) => actions[nextInt(rng, actions.length)]! };
}
