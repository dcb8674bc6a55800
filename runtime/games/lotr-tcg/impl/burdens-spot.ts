/** Implementations of spotting burdens and counting the dead pile (vocabulary/burdens-spot.ts). */
import { num } from "../../../core/args.ts";
import { bind, type Env } from "../../../core/env.ts";
import { candidates } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter } from "../../../core/ir.ts";
import { freePeoplesPlayer, ZONES } from "../state/game.ts";
import { burdens } from "../state/stats.ts";

/** `X` (a number the player picks when paying) is written as the string "X" in the IR. */
const isX = (arg: unknown): boolean => arg === "X" || (typeof arg === "object" && arg !== null && (arg as { ref?: unknown }).ref === "X");

/** How many such cards the Free Peoples dead pile holds. */
function deadCount(env: Env, target: unknown): number {
  const dead = (c: { owner: string; zone: string }) => c.owner === freePeoplesPlayer(env.state) && c.zone === ZONES.deadPile;
  return isFilter(target) ? candidates(env, target, dead).length : 0;
}

export const burdenSpotting: Implementations = {
  "spot-burdens": {
    kind: "cost",
    canPay: (env, args) => isX(args.n) || burdens(env) >= num(env, args.n),
    pay(env, args) {
      // spotting X burdens: the Shadow player spots every burden there is
      if (isX(args.n)) return bind(env, "X", { number: burdens(env) }), true;
      return burdens(env) >= num(env, args.n);
    },
  },
  "can-spot-burdens": { kind: "condition", test: (env, args) => burdens(env) >= num(env, args.n) },
  "you-spot-burdens": { kind: "condition", test: (env, args) => burdens(env) >= num(env, args.n) },
  "dead-pile-count": { kind: "condition", test: (env, args) => deadCount(env, args.target) >= num(env, args.n) },
  "burdens-and-dead-at-least": {
    kind: "condition",
    test: (env, args) => burdens(env) + deadCount(env, args.target) >= num(env, args.n),
  },
};
