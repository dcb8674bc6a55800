/** Implementations of vocabulary/effects-wound-prevention.ts. */
import { num } from "../../../core/args.ts";
import type { Implementations } from "../../../core/impl.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import * as act from "../state/actions.ts";
import { wounds } from "../state/stats.ts";
import { chosen } from "./common.ts";

export const woundPreventionEffects: Implementations = {
  "heal-up-to-times": {
    kind: "effect",
    run(env, args) {
      const [id] = chosen(env, args.target, "heal", (c) => wounds(env, c) > 0);
      for (let k = num(env, args.n); id && k > 0 && act.heal(env, id); k--);
    },
  },
  "prevent-all-wounds": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "prevent-all-wounds");
      if (ids.length) addModifier(env, { property: "wounds-prevented", flag: true, targets: { cards: ids }, duration: durationOf(env) });
    },
  },
};
