/** Implementations of vocabulary/filters-played-to.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { currentSite } from "./conditions.ts";

export const playedToFilters: Implementations = {
  "played-to-non-sanctuary": {
    kind: "filter",
    test(env) {
      const site = currentSite(env);
      return !!site && !hasKeyword(env, site, "sanctuary");
    },
  },
};
