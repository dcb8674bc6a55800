/** Implementations of vocabulary/conditions-no-such-card.ts. */
import type { Implementations } from "../../../core/impl.ts";

/** Log entries that record no change to the game. */
const BOOKKEEPING = new Set(["effect", "branch", "pay"]);

export const noSuchCardConditions: Implementations = {
  "no-such-card": {
    kind: "condition",
    test(env) {
      const log = env.state.log;
      for (let i = log.length - 1; i >= 0; i--) {
        const e = log[i]!;
        if (e.type === "effect" && e.source === env.source) return true;
        if (!BOOKKEEPING.has(e.type)) return false;
      }
      return true;
    },
  },
};
