/** Implementations of vocabulary/modifiers-enter-exhausted.ts (the flag is read by state/actions.ts `putIntoPlay`). */
import type { Implementations } from "../../../core/impl.ts";
import { ENTERS_EXHAUSTED } from "../state/actions.ts";
import { targetsOf } from "./modifiers.ts";

export const enterExhaustedModifiers: Implementations = {
  "each-comes-into-play-exhausted": {
    kind: "modifier",
    effects: (env, args) => [{ property: ENTERS_EXHAUSTED, flag: true, targets: targetsOf(env, args.target) }],
  },
};
