/** Implementations of vocabulary/conditions-wounds-on.ts. */
import { num } from "../../../core/args.ts";
import { cardOptions } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { burdens, wounds } from "../state/stats.ts";

export const woundsOnConditions: Implementations = {
  "can-spot-wounds-on": {
    kind: "condition",
    test: (env, args) =>
      (args.burdens !== null && args.burdens !== undefined && burdens(env) >= num(env, args.burdens)) ||
      (cardOptions(env, args.target)?.options ?? []).some((id) => wounds(env, id) >= num(env, args.n)),
  },
};
