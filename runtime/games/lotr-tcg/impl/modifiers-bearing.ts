/** Implementations of vocabulary/modifiers-bearing.ts (the engine reads `bear-prohibited` where it lists bearers). */
import type { Implementations } from "../../../core/impl.ts";
import { BEAR_PROHIBITED } from "../state/bearing.ts";
import { targetsOf } from "./modifiers.ts";

export const bearingModifiers: Implementations = {
  "may-not-bear": {
    kind: "modifier",
    effects: (env, args) => [{ property: BEAR_PROHIBITED, flag: true, targets: targetsOf(env, args.target), data: { item: args.item } }],
  },
};
