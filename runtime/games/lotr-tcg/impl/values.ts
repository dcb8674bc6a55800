/** Implementations of the LOTR `value` phrases. */
import { cardOptions } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";

export const values: Implementations = {
  "number-of": { kind: "value", value: (env, args) => cardOptions(env, args.target)?.options.length ?? 0 },
};
