/** Implementations of vocabulary/triggers-exerts-wounds.ts: the "exert" and "wound" windows of state/actions.ts. */
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";

export const exertWoundTriggers: Implementations = {
  "exerts-or-takes-a-wound": {
    kind: "trigger",
    // answered in the exertion's or wound's window, after the Free Peoples player's responses: a wound they
    // prevented or replaced (The One Ring) is not taken; an exertion whose token they prevented still happened
    before: true,
    match(env, e, args) {
      if (e.type !== "exert" && (e.type !== "wound" || e.prevented || e.replaced)) return null;
      const id = e.cards.find((c) => denotes(env, args.target, c));
      if (!id) return null;
      return isFilter(args.target) && args.target.bind ? { [args.target.bind]: { cards: [id] } } : {};
    },
  },
};
