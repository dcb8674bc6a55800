/** Implementation of vocabulary/effects-shadow-number.ts. */
import { num } from "../../../core/args.ts";
import { candidates } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter } from "../../../core/ir.ts";
import { addModifier } from "../../../core/modifiers.ts";
import { anyCard, enough } from "./common.ts";
import { currentSite } from "./conditions.ts";

export const shadowNumberEffects: Implementations = {
  "spot-to-modify-shadow-number": {
    kind: "effect",
    run(env, args) {
      const site = currentSite(env);
      if (!site || !isFilter(args.target)) return;
      const stronger = args.n !== null && args.n !== undefined && candidates(env, args.target).length >= num(env, args.n);
      if (!stronger && !enough(env, args.target, anyCard)) return;
      const delta = num(env, stronger ? args.more : args.amount);
      addModifier(env, { property: "shadow-number", delta, targets: { cards: [site] }, duration: { kind: "end-of-turn" } });
    },
  },
};
