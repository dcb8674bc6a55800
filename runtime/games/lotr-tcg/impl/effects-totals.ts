/** Implementations of vocabulary/effects-totals.ts: archery totals, move limit, strength with a keyword. */
import { num } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import type { Implementations } from "../../../core/impl.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import { chosen } from "./common.ts";
// the keyword list alone, not the whole vocabulary (its patterns and docs are the compiler's, not the engine's)
import { keywords } from "../vocabulary/words.ts";

export const totalEffects: Implementations = {
  "modify-archery-total": {
    kind: "effect",
    run(env, args) {
      addModifier(env, { property: `archery-total:${norm(args.side)}`, delta: num(env, args.amount), targets: { global: true }, duration: durationOf(env) });
    },
  },
  "modify-move-limit": {
    kind: "effect",
    run(env, args) {
      addModifier(env, { property: "move-limit", delta: num(env, args.amount), targets: { global: true }, duration: { kind: "end-of-turn" } });
    },
  },
  "modify-strength-and-keyword": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "modify-strength");
      if (!ids.length) return;
      const duration = durationOf(env);
      addModifier(env, { property: "strength", delta: num(env, args.amount), targets: { cards: ids }, duration });
      const keyword = norm(args.keyword);
      // `and fierce`: a keyword without a value is given as a flag, like `make … fierce`
      if (args.value === undefined && !keywords.some((d) => d.id === keyword && d.value)) addModifier(env, { property: `keyword:${keyword}`, flag: true, targets: { cards: ids }, duration });
      else addModifier(env, { property: `keyword:${keyword}`, delta: num(env, args.value, 1), targets: { cards: ids }, duration });
    },
  },
};
