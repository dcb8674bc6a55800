/** Implementations of vocabulary/effects-discard-top-count.ts. */
import { num } from "../../../core/args.ts";
import { bind, type Env } from "../../../core/env.ts";
import { candidates } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter } from "../../../core/ir.ts";
import { cardsIn } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";

/** The binding through which `discarded in this way` sees what the ability discarded. */
export const DISCARDED = "discarded-in-this-way";

const count = (env: Env, per: unknown): number => (isFilter(per) ? candidates(env, per).length : 0);

export const discardTopCountPhrases: Implementations = {
  "discard-top-for-each": {
    kind: "effect",
    run(env, args) {
      const top = cardsIn(env.state, env.controller, ZONES.drawDeck).slice(0, num(env, args.n, 1) * count(env, args.per));
      const discarded = top.filter((id) => act.discard(env, id));
      bind(env, DISCARDED, { cards: discarded });
    },
  },
  "add-burdens-for-each": {
    kind: "effect",
    run(env, args) {
      const n = num(env, args.n, 1) * count(env, args.per);
      act.addBurdens(env, args.max === null || args.max === undefined ? n : Math.min(n, num(env, args.max)));
    },
  },
  "discarded-in-this-way": {
    kind: "filter",
    test(env, id) {
      const b = env.bindings[DISCARDED];
      return !!b && "cards" in b && b.cards.includes(id);
    },
    zone: () => true,
  },
};
