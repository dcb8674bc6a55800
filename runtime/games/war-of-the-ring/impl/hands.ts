/** Static abilities about a player's hand and deck (vocabulary/hands.ts): global properties the engine reads. */
import type { Implementations } from "../../../core/impl.ts";
import { carryOverLimitProp, drawsProp } from "../state/game.ts";
import { targetsOf } from "./targets.ts";

/** Global flag: the player may look at the top card of his draw deck. */
export const mayLookAtTopProp = (player: string): string => `may-look-at-top:${player}`;
/** A flag on a card: its Action may be used once per round. */
export const ONCE_PER_ROUND = "action-once-per-round";

export const handImplementations: Implementations = {
  "carry-over-limit": {
    kind: "modifier",
    effects: (env, args) => [{ property: carryOverLimitProp(env.controller), amount: args.amount, targets: { global: true } }],
  },
  "extra-draw": {
    kind: "modifier",
    effects: (env, args) => [{ property: drawsProp(env.controller), amount: args.n, targets: { global: true } }],
  },
  "may-look-at-top": {
    kind: "modifier",
    effects: (env) => [{ property: mayLookAtTopProp(env.controller), flag: true, targets: { global: true } }],
  },
  "once-per-round": {
    kind: "modifier",
    effects: (env, args) => [{ property: ONCE_PER_ROUND, flag: true, targets: targetsOf(env, args.target) }],
  },
};
