/** Implementations of vocabulary/modifiers-rule-discard.ts (the engine discards the cards: state/rule-discards.ts). */
import type { Implementations } from "../../../core/impl.ts";
import { DISCARDED_BY_RULE } from "../state/rule-discards.ts";
import { targetsOf } from "./modifiers.ts";

export const ruleDiscardModifiers: Implementations = {
  "discarded-while": { kind: "modifier", effects: (env, args) => [{ property: DISCARDED_BY_RULE, flag: true, targets: targetsOf(env, args.target) }] },
};
