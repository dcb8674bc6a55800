/**
 * The core conditions' meaning, for any game's shape of condition test: `test(call, ...context)` tests one nested
 * condition call (a game on the card kernel passes its Env, the Confrontation its state and piece).
 */
import { isCall, type PhraseCall } from "../ir.ts";

type Args = Record<string, unknown>;

export function conditionCombinators<C extends unknown[]>(test: (call: PhraseCall, ...context: C) => boolean): Record<string, (args: Args, ...context: C) => boolean> {
  // a nested argument that is no phrase call is malformed IR: it never holds (and its negation never does either)
  const holds = (arg: unknown, context: C): boolean | null => (isCall(arg) ? test(arg, ...context) : null);
  return {
    "both-conditions": (args, ...c) => holds(args.first, c) === true && holds(args.second, c) === true,
    "either-condition": (args, ...c) => holds(args.first, c) === true || holds(args.second, c) === true,
    "not-condition": (args, ...c) => holds(args.condition, c) === false,
  };
}
