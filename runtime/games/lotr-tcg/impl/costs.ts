/** Implementations of the LOTR `cost` phrases. */
import type { Implementations } from "../../../core/impl.ts";
import { bind } from "../../../core/env.ts";
import { candidates } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Env } from "../../../core/env.ts";
import { anyCard, enough, chosen } from "./common.ts";

/** `spot X pipes`: X is the number of such cards the player can spot. */
function bindSpottedX(env: Env, arg: unknown): void {
  const count = isFilter(arg) ? (arg.filter.count as { op?: unknown } | undefined) : undefined;
  if (isFilter(arg) && count?.op === "x") bind(env, "X", { number: candidates(env, arg).length });
}

export const costs: Implementations = {
  spot: {
    kind: "cost",
    canPay: (env, args) => (bindSpottedX(env, args.target), enough(env, args.target, anyCard)),
    pay(env, args) {
      bindSpottedX(env, args.target);
      if (!enough(env, args.target, anyCard)) return false;
      return chosen(env, args.target, "spot").length > 0;
    },
  },
};
