/** Implementation of vocabulary/costs-spot-list.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { chosen, anyCard, enough } from "./common.ts";

const each = (args: Record<string, unknown>): unknown[] => (Array.isArray(args.targets) ? args.targets : []);

export const spotListCosts: Implementations = {
  "spot-all": {
    kind: "cost",
    canPay: (env, args) => each(args).every((x) => enough(env, x, anyCard)),
    pay: (env, args) => each(args).every((x) => enough(env, x, anyCard)) && each(args).every((x) => chosen(env, x, "spot").length > 0),
  },
};
