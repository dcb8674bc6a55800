/** Implementations of the LOTR `placement` sentences: may the card (env.source) go on this bearer? */
import { num } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import { defOf } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { attachedTo } from "../../../core/state.ts";

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
      return attachedTo(env.state, bearer).filter((a) => norm(defOf(env, a).title) === title).length < num(env, args.n, 1);
    },
  },
};
