/** Implementation of vocabulary/effects-participation.ts. */
import { num } from "../../../core/args.ts";
import type { Implementations } from "../../../core/impl.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import { PARTICIPATES } from "../state/game.ts";
import { chosen } from "./common.ts";

export const participationEffects: Implementations = {
  "strength-and-participation": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "strength");
      if (!ids.length) return;
      const duration = durationOf(env);
      addModifier(env, { property: "strength", delta: num(env, args.amount), targets: { cards: ids }, duration });
      addModifier(env, { property: PARTICIPATES, flag: true, targets: { cards: ids }, duration });
    },
  },
};
