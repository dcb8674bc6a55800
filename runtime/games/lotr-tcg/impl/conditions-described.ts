/** Implementations of vocabulary/conditions-described.ts. */
import type { Env } from "../../../core/env.ts";
import { cardOptions, denotes } from "../../../core/filters.ts";
import type { ConditionImpl, Implementations } from "../../../core/impl.ts";
import type { IRArgs } from "../../../core/handlers.ts";

/** Every card `who` names (a bound card wherever it is now) fits the description `what`. */
function described(env: Env, args: IRArgs): boolean {
  const ids = cardOptions(env, args.who)?.options ?? [];
  return ids.length > 0 && ids.every((id) => denotes(env, args.what, id));
}

const isDescribed: ConditionImpl = { kind: "condition", test: described };

export const describedConditions: Implementations = {
  "is-described-as": isDescribed,
  "was-described-as": isDescribed,
};
