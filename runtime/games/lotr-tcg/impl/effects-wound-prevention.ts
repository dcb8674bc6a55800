/** Implementations of vocabulary/effects-wound-prevention.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import { chosen } from "./common.ts";
import { effects } from "./effects.ts";

export const woundPreventionEffects: Implementations = {
  // the printed "up to" says what `heal … n times` already does: stop when no wound is left
  "heal-up-to-times": effects["heal-times"]!,
  "prevent-all-wounds": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "prevent-all-wounds");
      if (ids.length) addModifier(env, { property: "wounds-prevented", flag: true, targets: { cards: ids }, duration: durationOf(env) });
    },
  },
};
