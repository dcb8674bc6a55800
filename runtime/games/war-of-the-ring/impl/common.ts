/** What the phrase implementations share: who acts, which cards an argument names, where a card is. */
import { players } from "../../../core/args.ts";
import { defOf, type Env } from "../../../core/env.ts";
import { candidates, refCards, select, type Where } from "../../../core/filters.ts";
import { isFilter, isRef, type FilterIR } from "../../../core/ir.ts";
import type { CardId, CardState } from "../../../core/state.ts";
import { ZONES } from "../state/game.ts";

/** The binding naming the player the ability named last: a later step without a subject is that player's. */
export const ACTING = "$player";

/**
 * The players a step is carried out by: those it names (then remembered for the steps after it), else the player the
 * ability named last (`the Dúnedain player may forsake a card to draw 3 cards`), else you.
 */
export function actors(env: Env, who: unknown): string[] {
  if (who !== null && who !== undefined) {
    const ps = players(env, who);
    // the binding's name is a constant: a plain property store (what the core's `bind` does, by a name it is given)
    env.bindings[ACTING] = { players: ps };
    return ps;
  }
  const b = env.bindings[ACTING];
  return b && "players" in b ? b.players : [env.controller];
}

/** `may`: the player chooses (a yes/no decision); otherwise it is done. */
export function agrees(env: Env, p: string, mood: unknown, purpose: string): boolean {
  if (mood !== "may" || env.checking) return true;
  return env.chooser.yesNo({ kind: "yes-no", player: p, purpose, source: env.source });
}

/** The cards an argument names (no choice): absent = this card; a ref its cards; a filter every card it denotes (in play, or `where`). */
export function cardsNamed(env: Env, arg: unknown, where?: Where): CardId[] {
  if (arg === null || arg === undefined) return env.source !== null ? [env.source] : [];
  if (isRef(arg)) return refCards(env, arg.ref) ?? [];
  if (isFilter(arg)) return candidates(env, arg, where);
  if (typeof arg === "string") return candidates(env, titleFilter(arg), where);
  return [];
}

export const titleFilter = (title: string): FilterIR => ({ filter: { quantifier: "every", terms: [{ op: "title", args: { title } }] } });

/** Chooses the cards an argument denotes (as many as it asks for), by `player`; returns them and how many were asked for. */
export function choose(env: Env, arg: unknown, purpose: string, player?: string, where?: Where, eligible?: (id: CardId) => boolean): { cards: CardId[]; required: number } {
  if (arg === null || arg === undefined) return { cards: env.source !== null ? [env.source] : [], required: 1 };
  return select(env, arg, { purpose, player, where, eligible }) ?? { cards: [], required: 1 };
}

/** A Where over some zones (only cards there are looked at). */
export function inZones(zones: readonly string[], test?: (c: CardState) => boolean): Where {
  const w = ((c: CardState) => zones.includes(c.zone) && (!test || test(c))) as Where;
  w.zones = zones;
  return w;
}

/** The card a card stands for when placed: an item is where its wielder is. */
export function holder(env: Env, id: CardId): CardState | undefined {
  const c = env.state.cards[id];
  if (!c) return undefined;
  return c.zone === ZONES.attached && c.attachedTo !== null ? env.state.cards[c.attachedTo] : c;
}

/** The location a card (or an item's wielder) is at, or null. */
export function locationOf(env: Env, id: CardId): CardId | null {
  const h = holder(env, id);
  return h && h.zone === ZONES.atLocation ? h.attachedTo : null;
}

/** Is the card (or an item's wielder) in its player's reserve? */
export function isInReserve(env: Env, id: CardId): boolean {
  return holder(env, id)?.zone === ZONES.reserve;
}

/** The title a filter names (`Strider`), if it is a plain title. */
export function titleOfArg(arg: unknown): string | null {
  if (typeof arg === "string") return arg;
  if (!isFilter(arg) || arg.filter.anyOf?.length) return null;
  const t = arg.filter.terms.find((x) => x.op === "title");
  return t && arg.filter.terms.length === 1 ? String(t.args.title) : null;
}

/** How many cards a filter counts (`2 Hobbit characters`, `up to 1 army`), default 1. */
export function countOf(arg: unknown): number {
  if (!isFilter(arg)) return 1;
  const c = arg.filter.count ?? arg.filter.anyOf?.find((a) => typeof a.filter.count === "number")?.filter.count;
  return typeof c === "number" ? c : 1;
}

export { defOf };
