/** Implementation of vocabulary/triggers-site-list.ts. */
import { num } from "../../../core/args.ts";
import { defOf } from "../../../core/env.ts";
import { candidates } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";

export const siteListTriggers: Implementations = {
  "fellowship-moves-to-one-of-sites-containing": {
    kind: "trigger",
    events: ["move-to"],
    match(env, e, args) {
      const site = e.cards[0];
      if (e.type !== "move-to" || !site) return null;
      const n = num(env, defOf(env, site).site, -1);
      if (!(Array.isArray(args.sites) ? args.sites : []).some((x) => num(env, x) === n)) return null;
      const companions = isFilter(args.target) ? candidates(env, args.target).filter((id) => defOf(env, id).type === "companion") : [];
      return companions.length ? {} : null;
    },
  },
};
