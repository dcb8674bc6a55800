/** Implementations of the roaming, move-limit and archery-total modifiers (vocabulary/modifiers-roaming.ts). */
import { norm } from "../../../core/cards.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter } from "../../../core/ir.ts";
import { NOT_ROAMING } from "../state/game.ts";
import { targetsOf } from "./modifiers.ts";

export const roamingModifiers: Implementations = {
  "roaming-penalty": {
    kind: "modifier",
    // `… you play`: only the controller's own minions
    effects(env, args) {
      const t = args.target;
      const mine = isFilter(t) ? { ...t, filter: { ...t.filter, terms: [...t.filter.terms, { op: "controller", args: { player: "you" } }] } } : t;
      return [{ property: "roaming-penalty", amount: args.amount, targets: targetsOf(env, mine) }];
    },
  },
  "not-roaming": {
    kind: "modifier",
    effects: (env, args) => [{ property: NOT_ROAMING, flag: true, targets: targetsOf(env, args.target) }],
  },
  "move-limit-for-turn": {
    kind: "modifier",
    effects(_env, args) {
      const out = [{ property: "move-limit", amount: args.amount, targets: { global: true as const } }];
      if (args.min !== null && args.min !== undefined) out.push({ property: "move-limit-minimum", amount: args.min, targets: { global: true as const } });
      return out;
    },
  },
  "add-to-archery-total": {
    kind: "modifier",
    effects: (_env, args) => [{ property: `archery-total:${norm(args.side)}`, amount: args.n, targets: { global: true } }],
  },
};
