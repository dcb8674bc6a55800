/** Implementations of vocabulary/conditions-keyword.ts. */
import { norm } from "../../../core/cards.ts";
import { cardOptions } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { hasKeyword } from "../../../core/terms.ts";

export const keywordConditions: Implementations = {
  "is-a-keyword-condition": {
    kind: "condition",
    test(env, args) {
      const ids = cardOptions(env, args.who)?.options ?? [];
      return ids.length > 0 && ids.every((id) => hasKeyword(env, id, norm(args.keyword)));
    },
  },
};
