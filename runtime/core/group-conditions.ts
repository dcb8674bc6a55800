/**
 * A condition about the cards of a list written before it (`While you can spot A and B and neither is <state>`):
 * its card argument is a group pronoun (a filter with `pronoun`), and the condition is tested on each card of the
 * group: all must pass (`each`), none (`neither`) or one (`either`). Any other condition is tested as it is.
 */
import { implOf, type Env } from "./env.ts";
import { isFilter, type FilterIR } from "./ir.ts";

type Args = Record<string, unknown>;

export function testCondition(env: Env, op: string, args: Args): boolean {
  const impl = implOf(env, op, "condition");
  const key = groupArg(args);
  if (key === null) return impl.test(env, args);
  const group = args[key] as FilterIR;
  const members = group.filter.anyOf ?? [];
  const passes = (m: FilterIR) => impl.test(env, { ...args, [key]: m });
  if (group.filter.pronoun === "neither") return !members.some(passes);
  if (group.filter.pronoun === "either") return members.some(passes);
  return members.every(passes);
}

function groupArg(args: Args): string | null {
  for (const k in args) {
    const a = args[k];
    if (isFilter(a) && a.filter.pronoun) return k;
  }
  return null;
}
