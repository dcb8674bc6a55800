/** Implementation of vocabulary/conditions-spot-signet.ts. */
import { norm } from "../../../core/cards.ts";
import { defOf } from "../../../core/env.ts";
import { cardOptions } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { anyCard, enough } from "./common.ts";

export const spotSignetConditions: Implementations = {
  "can-spot-all": {
    kind: "condition",
    test: (env, args) => (Array.isArray(args.targets) ? args.targets : []).every((x) => enough(env, x, anyCard)),
  },
  "has-signet-condition": {
    kind: "condition",
    test: (env, args) => (cardOptions(env, args.who)?.options ?? []).some((id) => norm(defOf(env, id).signet) === norm(args.signet)),
  },
};
