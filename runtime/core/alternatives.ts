/**
 * A step's `(or … [if …])` (IR `alternative`) as its implementation reads it. `(or +3 if …)` changes one
 * argument; `(or 2 conditions if …)`, `(or +4 and damage +1 if …)` give the whole call the clause makes with
 * the alternative's words in place. With a condition, it is tested when the implementation reads the changed
 * argument (after it has chosen its targets, so `he` resolves); a call of another phrase first chooses the
 * cards both calls choose, then tests. Without a condition the controller chooses.
 */
import { holds } from "./args.ts";
import { bind, type Env } from "./env.ts";
import { isFilter, type AlternativeIR } from "./ir.ts";
import { select } from "./filters.ts";
import type { IRArgs } from "./handlers.ts";

/** A proxy, not a getter defined on a copy: each new getter gives its object a new hidden class, and
 * V8's young-generation GC keeps such classes' getters (so the game state they close over) alive. */
function reading(args: IRArgs, changed: IRArgs, take: () => boolean): IRArgs {
  return new Proxy({ ...args }, { get: (target, key) => (typeof key === "string" && key in changed ? (take() ? changed[key] : target[key]) : target[key as string]) });
}

const keyOf = (a: unknown): string => JSON.stringify(a, (k, v) => (k === "bind" ? undefined : v));

/** The phrase and arguments the step carries out. */
export function stepCall(env: Env, id: string, args: IRArgs): { id: string; args: IRArgs } {
  const alt = env.step?.alternative;
  if (!alt) return { id, args };
  if (!alt.call) return { id, args: reading(args, { [alt.arg!]: alt.value }, () => holds(env, alt.condition)) };
  const call = alt.call;
  if (!alt.condition) return chosen(env, alt) ? { id: call.op, args: call.args } : { id, args };
  if (call.op === id) {
    const changed: IRArgs = {};
    for (const k of Object.keys(call.args)) if (keyOf(call.args[k]) !== keyOf(args[k])) changed[k] = call.args[k];
    return { id, args: reading(args, changed, () => holds(env, alt.condition)) };
  }
  const [own, other] = env.checking ? [args, call.args] : chooseShared(env, id, args, call.args);
  return holds(env, alt.condition) ? { id: call.op, args: other } : { id, args: own };
}

/** The controller's choice between the step as written (0) and its alternative (1); while checking, as written. */
function chosen(env: Env, alt: AlternativeIR): boolean {
  if (env.checking) return false;
  const options = alt.options ?? ["as written", "the alternative"];
  return env.chooser.option({ kind: "option", player: env.controller, purpose: "alternative", source: env.source, options }) === 1;
}

/** The cards both calls choose alike (the same noun phrase, `a Dwarf`), chosen now: both then name them. */
function chooseShared(env: Env, purpose: string, own: IRArgs, other: IRArgs): [IRArgs, IRArgs] {
  const a = { ...own };
  const b = { ...other };
  for (const k of Object.keys(a)) {
    const arg = a[k];
    if (!isFilter(arg) || !(k in b) || keyOf(arg) !== keyOf(b[k])) continue;
    const picked = select(env, arg, { purpose });
    const name = arg.bind ?? `$alternative-${k}`;
    bind(env, name, { cards: picked?.cards ?? [] });
    a[k] = b[k] = { ref: name };
  }
  return [a, b];
}
