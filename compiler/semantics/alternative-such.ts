/**
 * `(or all such <noun>s if …)`: the alternative's `such` term (match.ts reads it only in an alternative's words)
 * names what the words it stands in for name. The step's own argument of the same name is copied into the term
 * (`such: { as: <filter> }`), less the name it binds: the alternative's cards are the kinds the clause names.
 */
import type { ArgIR, FilterIR, PhraseCall } from "../ir/ir.ts";

const isFilter = (x: ArgIR | undefined): x is FilterIR => typeof x === "object" && x !== null && !Array.isArray(x) && "filter" in x;
const isSuch = (t: PhraseCall): boolean => t.op === "such";

/** The alternative's call with each `such` term filled in from `own`'s argument; null when one has none to name. */
export function fillSuch(alternative: PhraseCall, own: PhraseCall): PhraseCall | null {
  let args: Record<string, ArgIR> | null = null;
  for (const [k, arg] of Object.entries(alternative.args)) {
    if (!isFilter(arg) || !arg.filter.terms.some(isSuch)) continue;
    const named = own.args[k];
    if (!isFilter(named) && !(typeof named === "object" && named !== null && "ref" in named)) return null;
    const as: ArgIR = isFilter(named) ? { filter: named.filter } : named;
    const terms = arg.filter.terms.map((t) => (isSuch(t) ? { op: "such", args: { as } } : t));
    args = { ...(args ?? alternative.args), [k]: { ...arg, filter: { ...arg.filter, terms } } };
  }
  return args ? { ...alternative, args } : alternative;
}
