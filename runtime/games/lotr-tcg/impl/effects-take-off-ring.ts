/** Implementation of vocabulary/effects-take-off-ring.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { addModifier, modifiedFlag } from "../../../core/modifiers.ts";
import { ringBearer } from "../state/stats.ts";

const WEARING = "wearing-the-one-ring";

export const takeOffRingEffects: Implementations = {
  "take-off-the-one-ring": {
    kind: "effect",
    run(env) {
      const rb = ringBearer(env);
      if (!rb || !modifiedFlag(env, rb, WEARING, false)) return;
      // the latest flag record wins: putting the Ring on again later adds a newer one
      addModifier(env, { property: WEARING, flag: false, targets: { cards: [rb] }, duration: { kind: "end-of-turn" } });
      log(env.state, { card: rb, seq: nextSeq(env.state), type: "ring-taken-off" });
    },
  },
};
