/** Implementations of vocabulary/modifiers-shadow1.ts (the flag is read by state/stats.ts). */
import type { Implementations } from "../../../core/impl.ts";
import { NO_WEAPON_STRENGTH } from "../state/stats.ts";
import { targetsOf } from "./modifiers.ts";

export const shadow1Modifiers: Implementations = {
  "no-weapon-strength-bonus": {
    kind: "modifier",
    effects: (env, args) => [{ property: NO_WEAPON_STRENGTH, flag: true, targets: targetsOf(env, args.target) }],
  },
};
