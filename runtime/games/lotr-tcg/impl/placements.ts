/** Implementations of the LOTR `placement` sentences: may the card (env.source) go on this bearer? */
import { num } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import { defOf } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { cardsOn } from "../../../core/state.ts";

export const placements: Implementations = {
  "support-area": { kind: "placement", allows: (_env, bearer) => bearer === null },
  "bearer-must-be": {
    kind: "placement",
    allows: (env, bearer, args) => bearer !== null && env.state.cards[bearer]!.owner === env.controller && denotes(env, args.target, bearer),
  },
  "plays-on": { kind: "placement", allows: (env, bearer, args) => bearer !== null && denotes(env, args.target, bearer) },
  "limit-per": {
    kind: "placement",
    allows(env, bearer, args) {
      if (bearer === null || !env.source || !denotes(env, args.target, bearer)) return true;
      const title = norm(defOf(env, env.source).title);
      // a loop, not a filter: a closure would cost a context on every ask (each host, each time actions are listed)
      let same = 0;
      for (const a of cardsOn(env.state, bearer)) if (norm(defOf(env, a).title) === title) same++;
      return same < num(env, args.n, 1);
    },
  },
};
