/** Invariants every reachable state keeps; `violations` lists the broken ones (empty when all hold). */
import type { CardDefs } from "../../../core/cards.ts";
import { ATTACHED, attachedTo, cardsInZones, STACKED, type CardId, type GameState } from "../../../core/state.ts";
import { lotr, PLAY_ZONES, ZONES } from "../state/game.ts";
import { vitality, wounds } from "../state/stats.ts";
import { engineOf, envFor, libraryOf } from "./library.ts";

const IN_PLAY = [ZONES.characters, ZONES.support, ZONES.attached] as string[];

export function violations(state: GameState): string[] {
  const out: string[] = [];
  const defs: CardDefs = libraryOf(state).defs;
  const env = envFor(state);
  const type = (id: CardId) => defs[state.cards[id]!.def]!.type;
  if ((state.pools.twilight ?? 0) < 0) out.push(`twilight pool is ${state.pools.twilight}`);
  const ids = Object.keys(state.cards).map(Number);
  if (ids.length !== engineOf(state).cardCount) out.push(`${ids.length} cards exist, ${engineOf(state).cardCount} were created`);
  const seen = new Map<CardId, number>();
  const listed = (list: CardId[], zone: string, owner: string | null) => {
    for (const id of list) {
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const c = state.cards[id];
      if (!c) out.push(`zone ${zone} lists unknown card ${id}`);
      else if (c.zone !== zone || (owner !== null && c.owner !== owner)) out.push(`${id} is listed in ${owner ?? "shared"} ${zone} but says ${c.owner} ${c.zone}`);
    }
  };
  for (const [zone, list] of Object.entries(state.zones)) listed(list, zone, null);
  for (const p of state.players) for (const [zone, list] of Object.entries(p.zones)) listed(list, zone, p.id);
  for (const id of ids) {
    const c = state.cards[id]!;
    if (c.id !== id) out.push(`card ${id} says its id is ${JSON.stringify(c.id)}`);
    const n = seen.get(id) ?? 0;
    if (c.zone === ATTACHED || c.zone === STACKED) {
      if (n !== 0) out.push(`attached card ${id} is also listed in a zone`);
      const host = c.attachedTo ? state.cards[c.attachedTo] : undefined;
      // A site on the adventure path is in play as a host too (`Plays on a site.`).
      if (!host || !(IN_PLAY.includes(host.zone) || host.zone === ZONES.adventurePath)) out.push(`${id} is attached to ${c.attachedTo}, which is not in play`);
    } else if (n !== 1) out.push(`${id} is listed ${n} times`);
  }
  for (const p of state.players) {
    const mine = ids.filter((id) => state.cards[id]!.owner === p.id);
    const companions = mine.filter((id) => type(id) === "companion" && [ZONES.characters, ZONES.deadPile].includes(state.cards[id]!.zone as never));
    if (companions.length > 9) out.push(`${p.id} has ${companions.length} companions in play and dead`);
    const titles = new Map<string, number>();
    for (const id of mine.filter((i) => IN_PLAY.includes(state.cards[i]!.zone) && defs[state.cards[i]!.def]!.unique)) {
      const t = defs[state.cards[id]!.def]!.title;
      titles.set(t, (titles.get(t) ?? 0) + 1);
    }
    for (const [t, n] of titles) if (n > 1) out.push(`${p.id} has ${n} copies of unique ${t} in play`);
  }
  for (const id of ids) {
    // Only wounded characters can break it (a vitality of 0 or less is not reachable with set 1).
    if (state.cards[id]!.zone !== ZONES.characters || !state.cards[id]!.tokens.wound) continue;
    if (wounds(env, id) >= vitality(env, id)) out.push(`${id} is in play with ${wounds(env, id)} wounds and vitality ${vitality(env, id)}`);
  }
  // The zone index (kept by addCard/moveCard) agrees with the cards themselves.
  const indexed = cardsInZones(state, PLAY_ZONES).join();
  const scanned = ids.filter((id) => (PLAY_ZONES as readonly string[]).includes(state.cards[id]!.zone)).join();
  if (indexed !== scanned) out.push(`zone index lists [${indexed}] in play, the cards say [${scanned}]`);
  const bearing = new Map<CardId, CardId[]>();
  for (const id of ids) {
    const c = state.cards[id]!;
    if (c.zone === ATTACHED && c.attachedTo) bearing.set(c.attachedTo, [...(bearing.get(c.attachedTo) ?? []), id]);
  }
  for (const id of ids) {
    const on = (bearing.get(id) ?? []).join();
    if (attachedTo(state, id).join() !== on) out.push(`zone index lists [${attachedTo(state, id).join()}] on ${id}, the cards say [${on}]`);
  }
  const ext = lotr(state);
  for (const [p, rb] of Object.entries(ext.ringBearer)) if (rb && !state.cards[rb]) out.push(`${p}'s Ring-bearer ${rb} does not exist`);
  return out;
}
