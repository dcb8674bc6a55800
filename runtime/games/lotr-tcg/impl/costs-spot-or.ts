/** Implementations of vocabulary/costs-spot-or.ts. */
import { num } from "../../../core/args.ts";
import type { Env } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { IRArgs } from "../../../core/handlers.ts";
import { burdens } from "../state/stats.ts";
import { anyCard, enough } from "./common.ts";

const canSpot = (env: Env, args: IRArgs): boolean => enough(env, args.target, anyCard) || burdens(env) >= num(env, args.n);

export const spotOrCosts: Implementations = {
  "spot-or-burdens": { kind: "cost", canPay: canSpot, pay: canSpot },
};
