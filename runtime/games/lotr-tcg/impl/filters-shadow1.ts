/** Implementations of vocabulary/filters-shadow1.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { currentSite } from "./conditions.ts";

export const shadow1Filters: Implementations = {
  "played-to-non-sanctuary": {
    kind: "filter",
    test(env) {
      const site = currentSite(env);
      return !!site && !hasKeyword(env, site, "sanctuary");
    },
  },
};
