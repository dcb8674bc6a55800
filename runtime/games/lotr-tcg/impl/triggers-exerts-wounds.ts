/** Implementations of vocabulary/triggers-exerts-wounds.ts: the "exerted" and "wounded" events of state/actions.ts. */
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import { EXERTED, WOUNDED } from "../state/actions.ts";

export const exertWoundTriggers: Implementations = {
  "exerts-or-takes-a-wound": {
    kind: "trigger",
    events: [EXERTED, WOUNDED],
    // after the fact: a wound prevented or replaced (The One Ring) was not taken; an exertion whose
    // token was prevented still happened
    match(env, e, args) {
      if (e.type !== EXERTED && e.type !== WOUNDED) return null;
      const id = e.cards.find((c) => denotes(env, args.target, c));
      if (!id) return null;
      return isFilter(args.target) && args.target.bind ? { [args.target.bind]: { cards: [id] } } : {};
    },
  },
};
