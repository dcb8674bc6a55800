/** Implementations of vocabulary/modifiers-keyword-loss.ts (the flag is read by core/terms.ts, after every bonus). */
import type { Implementations } from "../../../core/impl.ts";
import { lostKeywordProperty } from "../../../core/terms.ts";
import { targetsOf } from "./modifiers.ts";

export const keywordLossModifiers: Implementations = {
  "loses-keyword-bonuses": {
    kind: "modifier",
    effects: (env, args) => [{ property: lostKeywordProperty(String(args.keyword)), flag: true, targets: targetsOf(env, args.target) }],
  },
};
