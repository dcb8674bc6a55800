/** Implementation of vocabulary/costs-spot-list.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { chosen, enough } from "./common.ts";

const ARGS = ["target", "also", "third"] as const;

export const spotListCosts: Implementations = {
  "spot-three": {
    kind: "cost",
    canPay: (env, args) => ARGS.every((a) => enough(env, args[a], () => true)),
    pay: (env, args) => ARGS.every((a) => enough(env, args[a], () => true)) && ARGS.every((a) => chosen(env, args[a], "spot").length > 0),
  },
};
