/** Implementation of vocabulary/conditions-site-list.ts. */
import { num } from "../../../core/args.ts";
import { cardOptions } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { lotr } from "../state/game.ts";

export const siteListConditions: Implementations = {
  "is-at-one-of-sites": {
    kind: "condition",
    test(env, args) {
      const who = cardOptions(env, args.who)?.options ?? [];
      const site = lotr(env.state).site;
      const sites = Array.isArray(args.sites) ? args.sites : [];
      return who.some((id) => env.rules.inPlay(env.state, env.state.cards[id]!)) && sites.some((x) => num(env, x) === site);
    },
  },
};
