/** Implementations of vocabulary/triggers-start-of-phase.ts (the engine's `start-of-phase` event). */
import { norm } from "../../../core/cards.ts";
import type { Implementations } from "../../../core/impl.ts";

export const startOfPhaseTriggers: Implementations = {
  "start-of-each-phase": {
    kind: "trigger",
    events: ["start-of-phase"],
    match: (_env, e, args) => (e.type === "start-of-phase" && e.phase === norm(args.timing) ? {} : null),
  },
};
