/** Implementations of vocabulary/fellowship-moves.ts. */
import { num } from "../../../core/args.ts";
import type { Implementations } from "../../../core/impl.ts";
import { addModifier } from "../../../core/modifiers.ts";

export const fellowshipMoves: Implementations = {
  "move-limit-effect": {
    kind: "effect",
    run(env, args) {
      addModifier(env, { property: "move-limit", delta: num(env, args.amount), targets: { global: true }, duration: { kind: "end-of-turn" } });
    },
  },
};
