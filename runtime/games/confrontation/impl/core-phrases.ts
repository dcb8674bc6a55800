/** The core conditions (runtime/core/phrases: `and`, `or`, `not`) in this game's shape of condition test. */
import { conditionCombinators } from "../../../core/phrases/combinators.ts";
import type { GameState, Piece } from "../state.ts";
import type { ConditionImpl, ConfrontationImplementations } from "./types.ts";

/** `all()` is every implementation of the game (read when a condition is tested, so the nested ones are found). */
export function coreConditionImpls(all: () => ConfrontationImplementations): Record<string, ConditionImpl> {
  const test = conditionCombinators((call, state: GameState, self: Piece) => {
    const impl = all()[call.op];
    return impl?.kind === "condition" && impl.test(state, self, call.args);
  });
  return Object.fromEntries(Object.entries(test).map(([id, t]) => [id, { kind: "condition", test: (state, self, args) => t(args, state, self) }]));
}
