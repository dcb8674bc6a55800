/** Implementations of vocabulary/triggers-site-arrival.ts. */
import { norm } from "../../../core/cards.ts";
import type { Implementations } from "../../../core/impl.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { currentSite } from "./conditions.ts";

export const siteArrivalTriggers: Implementations = {
  "when-at-site-keyword": {
    kind: "trigger",
    events: ["move-to", "play"],
    match(env, e, args) {
      const self = env.source ? env.state.cards[env.source] : undefined;
      if (!self || !env.rules.inPlay(env.state, self)) return null;
      const arrived = e.type === "move-to" || (e.type === "play" && e.cards.includes(self.id));
      const site = currentSite(env);
      return arrived && site && hasKeyword(env, site, norm(args.keyword)) ? {} : null;
    },
  },
};
