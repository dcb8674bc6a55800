/** Implementations of vocabulary/conditions-site-which.ts. */
import { holds } from "../../../core/args.ts";
import type { Implementations } from "../../../core/impl.ts";
import { currentSite } from "./conditions.ts";

export const siteWhichConditions: Implementations = {
  // the site's keyword conditions read the fellowship's site themselves; without a site there is none to describe
  "at-site-which-is": { kind: "condition", test: (env, args) => currentSite(env) !== undefined && holds(env, args.condition) },
};
