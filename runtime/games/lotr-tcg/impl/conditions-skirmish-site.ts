/** Implementations of vocabulary/conditions-skirmish-site.ts. */
import { num } from "../../../core/args.ts";
import { cardOptions, denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { lotr } from "../state/game.ts";

export const skirmishSiteConditions: Implementations = {
  "same-skirmish-as": {
    kind: "condition",
    test(env, args) {
      const s = lotr(env.state).skirmish;
      if (!s || s.cancelled) return false;
      const inIt = [...(s.companion ? [s.companion] : []), ...s.minions];
      const tested = args.who === null || args.who === undefined ? (env.source ? [env.source] : []) : (cardOptions(env, args.who)?.options ?? []);
      const who = tested.filter((id) => inIt.includes(id));
      return who.some((id) => inIt.some((o) => o !== id && denotes(env, args.other, o)));
    },
  },
  "fellowship-at-site-or-higher": { kind: "condition", test: (env, args) => lotr(env.state).site >= num(env, args.n) },
};
