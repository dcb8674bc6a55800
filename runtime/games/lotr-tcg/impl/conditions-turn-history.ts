/** Implementations of vocabulary/conditions-turn-history.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { lotr } from "../state/game.ts";

export const turnHistoryConditions: Implementations = {
  // the engine counts the turn's moves (reset when a turn starts: engine/turn.ts), as the move limit needs them
  "fellowship-moved-more-than-once": { kind: "condition", test: (env) => lotr(env.state).moves > 1 },
};
