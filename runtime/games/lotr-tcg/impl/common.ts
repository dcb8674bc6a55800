/** Helpers shared by the LOTR phrase implementations. */
import { norm } from "../../../core/cards.ts";
import type { Env } from "../../../core/env.ts";
import { cardOptions, select, type Where } from "../../../core/filters.ts";
import { pendingEvent } from "../../../core/events.ts";
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
): Required<EffectImpl> {
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
