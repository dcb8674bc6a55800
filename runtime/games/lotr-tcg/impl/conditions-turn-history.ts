/** Implementations of vocabulary/conditions-turn-history.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { timesThisTurn } from "../../../core/turn-history.ts";
import { MOVED } from "../state/game.ts";

export const turnHistoryConditions: Implementations = {
  // the engine notes each event that happens in the turn's history (core/turn-history.ts)
  "fellowship-moved-more-than-once": { kind: "condition", test: (env) => timesThisTurn(env.state, MOVED) > 1 },
};
