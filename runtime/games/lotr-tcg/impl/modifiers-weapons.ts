/** Implementations of vocabulary/modifiers-weapons.ts (the flag is read by state/stats.ts). */
import type { Implementations } from "../../../core/impl.ts";
import { NO_WEAPON_STRENGTH } from "../state/stats.ts";
import { targetsOf } from "./modifiers.ts";

export const weaponModifiers: Implementations = {
  "no-weapon-strength-bonus": {
    kind: "modifier",
    effects: (env, args) => [{ property: NO_WEAPON_STRENGTH, flag: true, targets: targetsOf(env, args.target) }],
  },
};
