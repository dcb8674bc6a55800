/** Implementations of the LOTR `cost` phrases. */
import type { Implementations } from "../../../core/impl.ts";
import { enough, chosen } from "./common.ts";

export const costs: Implementations = {
  spot: {
    kind: "cost",
    canPay: (env, args) => enough(env, args.target, () => true),
    pay(env, args) {
      if (!enough(env, args.target, () => true)) return false;
      return chosen(env, args.target, "spot").length > 0;
    },
  },
};
