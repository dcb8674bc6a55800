/** Implementations of the core phrases (conditions.ts) for games on the card kernel (runtime/core: Env, GameRules). */
import type { Env } from "../env.ts";
import { testCondition } from "../group-conditions.ts";
import type { Implementations } from "../impl.ts";
import { conditionCombinators } from "./combinators.ts";

const test = conditionCombinators((call, env: Env) => testCondition(env, call.op, call.args));

export const coreImplementations: Implementations = {
  "both-conditions": { kind: "condition", test: (env, args) => test["both-conditions"]!(args, env) },
  "either-condition": { kind: "condition", test: (env, args) => test["either-condition"]!(args, env) },
  "not-condition": { kind: "condition", test: (env, args) => test["not-condition"]!(args, env) },
};
