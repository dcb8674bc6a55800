/** Implementations of vocabulary/fellowship-moves.ts. */
import { num } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { addModifier } from "../../../core/modifiers.ts";

export const fellowshipMoves: Implementations = {
  "fellowship-moves-from-during": {
    kind: "trigger",
    events: ["move-from"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "move-from" || !id || !denotes(env, args.site, id)) return null;
      return norm(env.state.phase) === norm(args.timing) ? {} : null;
    },
  },
  "move-limit-effect": {
    kind: "effect",
    run(env, args) {
      addModifier(env, { property: "move-limit", delta: num(env, args.amount), targets: { global: true }, duration: { kind: "end-of-turn" } });
    },
  },
};
