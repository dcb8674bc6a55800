/** Implementations of vocabulary/modifiers-skirmish-actions.ts (the engine reads the flag: state/play.ts timingForbidden). */
import type { Implementations } from "../../../core/impl.ts";
import { actionsForbiddenAt } from "../state/play.ts";
import { targetsOf } from "./modifiers.ts";

export const skirmishActionModifiers: Implementations = {
  "no-skirmish-actions-at": {
    kind: "modifier",
    effects: (env, args) => [{ property: actionsForbiddenAt("skirmish"), flag: true, targets: targetsOf(env, args.site) }],
  },
};
