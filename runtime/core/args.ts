/** Reading IR arguments: numbers (constants, `X`, nested values) and players. */
import { implOf, type Env } from "./env.ts";
import { candidates } from "./filters.ts";
import { testCondition } from "./group-conditions.ts";
import { isCall, isFilter, isRef } from "./ir.ts";
import { opponentsOf } from "./teams.ts";

const WORD_NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** A number argument: `3`, `"two"`, `{ ref: "X" }`, `{ op: "count", args }` (a value phrase). Absent → `dflt`. */
export function num(env: Env, arg: unknown, dflt = 0): number {
  if (typeof arg === "number") return arg;
  if (typeof arg === "string") {
    if (/^[+-]?\d+$/.test(arg)) return Number(arg);
    if (arg in WORD_NUMBERS) return WORD_NUMBERS[arg]!;
    // Signed X (`strength -X`): the number bound to X, with its sign.
    if (arg === "+X" || arg === "-X") return (arg === "-X" ? -1 : 1) * (bindingNumber(env, "X") ?? 0);
    return bindingNumber(env, arg) ?? dflt;
  }
  if (isRef(arg)) return bindingNumber(env, arg.ref) ?? dflt;
  // `X` as a noun phrase's count (`spot X pipes`, `heal X companions`): the number bound to X.
  if (isCall(arg) && arg.op === "x") return bindingNumber(env, "X") ?? dflt;
  if (isCall(arg)) return arg.op === "for-each" ? num(env, arg.args, dflt) : implOf(env, arg.op, "value").value(env, arg.args);
  if (typeof arg === "object" && arg !== null) {
    const o = arg as Record<string, unknown>;
    // `+1 for each Orc`: the core `for-each` value, `{ per: 1, filter }` (or `{ per, forEach }`).
    const each = o.forEach ?? o.filter;
    // `… for each companion over 4`: only those beyond the first `over` count.
    if ("per" in o && isFilter(each)) return num(env, o.per, 1) * Math.max(0, candidates(env, each).length - num(env, o.over, 0));
    if ("tokens" in o) return num(env, o.tokens, dflt);
    // A capped amount (`+1 for each Elf you can spot (limit +3)`).
    if ("value" in o && "limit" in o) return Math.min(num(env, o.value, dflt), num(env, o.limit, dflt));
    if ("value" in o) return num(env, o.value, dflt);
  }
  return dflt;
}

function bindingNumber(env: Env, name: string): number | undefined {
  const b = env.bindings[name];
  if (!b) return undefined;
  if ("number" in b) return b.number;
  if ("cards" in b) return b.cards.length;
  return undefined;
}

/** A player argument: `you`, `opponent` (the players of the other teams: core/teams.ts), a game word (`free-peoples`), a ref, or absent (= you). */
export function players(env: Env, arg: unknown): string[] {
  if (arg === undefined || arg === null) return [env.controller];
  if (isRef(arg)) {
    const b = env.bindings[arg.ref];
    if (b && "players" in b) return b.players;
    return [env.controller];
  }
  if (typeof arg === "string") {
    const key = arg.toLowerCase().replace(/^(an?|the|each) /, "").replace(/\s+/g, "-");
    const rule = env.rules.players[key];
    if (rule) return rule(env);
    if (key === "you" || key === "your") return [env.controller];
    if (key === "opponent" || key === "opponents") return opponentsOf(env.state, env.controller);
    if (env.state.players.some((p) => p.id === arg)) return [arg];
  }
  if (isCall(arg)) return players(env, arg.op);
  return [env.controller];
}

/** A nested condition argument (absent = true). */
export function holds(env: Env, arg: unknown): boolean {
  if (arg === undefined || arg === null) return true;
  if (typeof arg === "boolean") return arg;
  if (isCall(arg)) return testCondition(env, arg.op, arg.args);
  return true;
}
