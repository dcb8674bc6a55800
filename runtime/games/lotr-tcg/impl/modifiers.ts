/** Implementations of the LOTR `modifier` phrases: each names the properties it changes and for which cards. */
import { norm } from "../../../core/cards.ts";
import type { Env } from "../../../core/env.ts";
import { refCards } from "../../../core/filters.ts";
import { isFilter, isRef } from "../../../core/ir.ts";
import type { Implementations, ModifierImpl } from "../../../core/impl.ts";
import type { ModifierEffect, ModTargets } from "../../../core/modifiers.ts";
// the keyword list alone, not the whole vocabulary (its patterns and docs are the compiler's, not the engine's)
import { keywords } from "../vocabulary/words.ts";

/** Which cards a static sentence's subject names: a filter stays a filter (evaluated when asked). */
export function targetsOf(env: Env, arg: unknown): ModTargets {
  if (isFilter(arg)) return { filter: arg };
  if (isRef(arg)) return { cards: refCards(env, arg.ref) ?? [] };
  if (typeof arg === "string") return { filter: { filter: { quantifier: "every", terms: [{ op: "title", args: { title: arg } }] } } };
  return { cards: [] };
}

const property = (name: string, subject = "target"): ModifierImpl => ({
  kind: "modifier",
  effects: (env, args) => [{ property: name, amount: args.amount, targets: targetsOf(env, args[subject]) }],
});

const flag = (name: string): ModifierImpl => ({
  kind: "modifier",
  effects: (env, args) => [{ property: name, flag: true, targets: targetsOf(env, args.target) }],
});

export const modifiers: Implementations = {
  "strength-bonus": {
    kind: "modifier",
    effects(env, args) {
      const amount = args.limit === null || args.limit === undefined ? args.amount : { value: args.amount, limit: args.limit };
      const out: ModifierEffect[] = [{ property: "strength", amount, targets: targetsOf(env, args.target) }];
      if (args.also) out.push({ property: "strength", amount, targets: targetsOf(env, args.also) });
      return out;
    },
  },
  "keyword-bonus": {
    kind: "modifier",
    effects(env, args) {
      const k = norm(args.keyword);
      const targets = targetsOf(env, args.target);
      const valued = keywords.some((d) => d.id === k && d.value);
      return [valued ? { property: `keyword:${k}`, amount: args.amount ?? 1, targets } : { property: `keyword:${k}`, flag: true, targets }];
    },
  },
  "is-a-keyword": {
    kind: "modifier",
    effects: (env, args) => [{ property: `keyword:${norm(args.keyword)}`, flag: true, targets: targetsOf(env, args.target) }],
  },
  "not-overwhelmed-unless-tripled": flag("overwhelm-tripled"),
  "twilight-cost": property("twilight-cost"),
  "twilight-cost-of": property("twilight-cost"),
  "first-played-twilight-cost": {
    kind: "modifier",
    effects: (env, args) => [
      { property: "twilight-cost", amount: args.amount, targets: targetsOf(env, args.target), data: { firstPlayedEach: norm(args.timing) } },
    ],
  },
  "shadow-number": property("shadow-number"),
  "move-limit": {
    kind: "modifier",
    effects: (_env, args) => [{ property: "move-limit", amount: args.amount, targets: { global: true } }],
  },
  "archery-total": {
    kind: "modifier",
    effects: (_env, args) => [{ property: `archery-total:${norm(args.side)}`, amount: args.amount, targets: { global: true } }],
  },
  "wound-limit": {
    kind: "modifier",
    effects: (env, args) => [{ property: "wound-limit", amount: args.n, targets: targetsOf(env, args.target) }],
  },
  "overwhelm-only-tripled": flag("overwhelm-tripled"),
};
