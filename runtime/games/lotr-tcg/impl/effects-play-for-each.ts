/** Implementations of vocabulary/effects-play-for-each.ts. */
import { num } from "../../../core/args.ts";
import { implOf } from "../../../core/env.ts";
import { candidates } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter } from "../../../core/ir.ts";

export const playForEachEffects: Implementations = {
  "play-for-each-over": {
    kind: "effect",
    run(env, args) {
      if (!isFilter(args.target)) return;
      const times = (isFilter(args.per) ? candidates(env, args.per).length : 0) - num(env, args.n);
      const one = { ...args.target, filter: { ...args.target.filter, quantifier: "a", count: undefined } };
      const play = implOf(env, "play", "effect");
      for (let k = 0; k < times; k++) {
        if (k > 0 && !env.chooser.yesNo({ kind: "yes-no", player: env.controller, purpose: "play-for-each-over" })) break;
        const before = env.state.log.length;
        play.run(env, { target: one, zone: args.zone, host: null });
        if (!env.state.log.slice(before).some((e) => e.type === "play")) break;
      }
    },
  },
};
