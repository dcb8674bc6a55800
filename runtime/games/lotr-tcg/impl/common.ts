/** Helpers shared by the LOTR phrase implementations. */
import { norm } from "../../../core/cards.ts";
import { implOf, type Env } from "../../../core/env.ts";
import { cardOptions, select, type Where } from "../../../core/filters.ts";
import { pendingEvent } from "../../../core/events.ts";
import { isFilter, type PhraseCall } from "../../../core/ir.ts";
import type { EffectImpl } from "../../../core/impl.ts";
import type { IRArgs } from "../../../core/handlers.ts";
import type { CardId, CardState } from "../../../core/state.ts";
import { ZONES } from "../state/game.ts";

/** Binding names: the cards this ability revealed, and the player `that player` means. */
export const REVEALED = "revealed";
export const THAT_PLAYER = "$player";

/** The cards an argument denotes, chosen now (as many as possible). */
export function chosen(env: Env, arg: unknown, purpose: string, eligible?: (id: CardId) => boolean, where?: Where): CardId[] {
  return select(env, arg, { purpose, eligible, where })?.cards ?? [];
}

/** Any card will do (`enough`'s test for a cost that only spots). */
export const anyCard = (): boolean => true;

/**
 * Could the argument be satisfied with cards meeting `eligible`? (Unbound refs: not known yet, so yes.) `eligible` takes
 * the environment: the implementations' own tests are passed as they are, where a closure over `env` would be made per check.
 */
export function enough(env: Env, arg: unknown, eligible: (env: Env, id: CardId) => boolean, where?: Where): boolean {
  const all = cardOptions(env, arg, undefined, where);
  if (!all) return true;
  if (all.all) {
    for (const id of all.options) if (!eligible(env, id)) return false;
    return all.options.length > 0;
  }
  // stops at the number needed: `eligible` (can he exert? …) is the costly part, and is asked of every card in play
  const need = Math.max(1, all.min);
  let found = 0;
  for (const id of all.options) if (eligible(env, id) && ++found >= need) return true;
  return false;
}

/**
 * An effect on chosen cards that may also be a cost: as a cost every card asked for must be
 * able to take it; as an effect it does as much as possible.
 */
export function cardAction(
  param: string,
  eligible: (env: Env, id: CardId) => boolean,
  act: (env: Env, id: CardId) => boolean,
  where?: (env: Env, args: IRArgs) => Where | undefined,
): EffectImpl & Required<Pick<EffectImpl, "canPay" | "pay">> {
  const pick = (env: Env, args: IRArgs) => select(env, args[param], { purpose: "effect", eligible: (id) => eligible(env, id), where: where?.(env, args) });
  return {
    kind: "effect",
    run(env, args) {
      for (const id of pick(env, args)?.cards ?? []) act(env, id);
    },
    canPay: (env, args) => enough(env, args[param], eligible, where?.(env, args)),
    pay(env, args) {
      if (!enough(env, args[param], eligible, where?.(env, args))) return false;
      const s = pick(env, args);
      if (!s) return false;
      let done = 0;
      for (const id of s.cards) if (act(env, id)) done++;
      return done >= Math.max(1, s.required);
    },
  };
}

/**
 * Can the effect be carried out in full now? Checked as a cost is, changing nothing (checking mode, bindings put
 * back): its cost check when it has one, else whether each card argument finds as many cards as it names
 * (`wound 2 Orcs` with one Orc cannot; `every …` always can; the target is looked for in the effect's zone).
 */
export function canCarryOut(env: Env, call: PhraseCall): boolean {
  const impl = implOf(env, call.op, "effect");
  const saved = env.bindings;
  const checking = env.checking;
  env.bindings = { ...saved };
  env.checking = true;
  try {
    if (impl.canPay) return impl.canPay(env, call.args);
    for (const key in call.args) {
      const arg = call.args[key];
      // a filter argument (a `{ per, filter }` count holds a filter but is none)
      if (!isFilter(arg) || typeof arg.filter.quantifier !== "string") continue;
      const o = cardOptions(env, arg, undefined, key === "target" && "zone" in call.args ? zoneWhere(env, call.args.zone) : undefined);
      if (o && !o.all && o.options.length < o.min) return false;
    }
    return true;
  } finally {
    env.bindings = saved;
    env.checking = checking;
  }
}

/**
 * The options of an either/or that the player may choose: those that can be carried out in full. When none can,
 * all are offered (the player still picks one, and it does as much as it can: the rules' "do as much as possible").
 */
export function fullOptions(env: Env, options: PhraseCall[]): PhraseCall[] {
  const can = options.filter((o) => canCarryOut(env, o));
  return can.length ? can : options;
}

/** Zone words (`hand`, `your discard pile`, `your draw deck or hand`) → where to look, for the controller. */
export function zoneWhere(env: Env, word: unknown): Where {
  const zones = zonesNamed(norm(word || "hand"));
  const where: Where = (c: CardState) => c.owner === env.controller && zones.includes(c.zone);
  where.zones = zones;
  return where;
}

// One constant list per zone word (`cardsInZones` keys its answers by the list).
const zoneLists = new Map<string, readonly string[]>();

function zonesNamed(w: string): readonly string[] {
  let zones = zoneLists.get(w);
  if (!zones) {
    const found: string[] = [];
    if (w.includes("hand")) found.push(ZONES.hand);
    if (w.includes("draw-deck")) found.push(ZONES.drawDeck);
    if (w.includes("discard")) found.push(ZONES.discard);
    if (w.includes("dead")) found.push(ZONES.deadPile);
    zoneLists.set(w, (zones = found));
  }
  return zones;
}

/** `prevent that wound`, `place no token for that exertion`: prevents the pending event a trigger bound as `binding`. */
export const preventBound = (binding: string): EffectImpl => ({
  kind: "effect",
  run(env) {
    const b = env.bindings[binding];
    const e = b && "event" in b ? pendingEvent(env.state, b.event) : undefined;
    if (e) e.prevented = true;
  },
});
