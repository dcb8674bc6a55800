/** The actions a player may take in a phase's action procedure, and carrying them out. */
import { defOf, withSource, type Env } from "../../../core/env.ts";
import { useAbility } from "../../../core/context.ts";
import type { CompiledAbility } from "../../../core/handlers.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { modifiedFlag, modifiedValue } from "../../../core/modifiers.ts";
import { attachedTo, keptCards, keptKind, player, type CardId, type GameState, type KeptKind } from "../../../core/state.ts";
import { discard, heal, twilight } from "../state/actions.ts";
import { lotr, PHASE_ENDED, PLAY_ZONES, ZONES } from "../state/game.ts";
import { canPlay, costToPlay, places, playCard, playForbidden, resolvePaidEvent } from "../state/play.ts";
import { cardType, isRoaming, printed, twilightCost, wounds } from "../state/stats.ts";

export { isRoaming };
import { abilityAt, canUse, lentAbilities } from "./abilities.ts";
import { factsOf, knownFacts, phaseBit, SHARED_BIT, timedAt, timedIn, type DefFacts } from "./facts.ts";
import { activeInPlay, engineOf, libraryOf } from "./library.ts";
import type { Action } from "./types.ts";
import { borneInAddition } from "../impl/effects-transfer.ts";

/** Safety bound: after this many actions in one procedure only passing is allowed. */
export const MAX_ACTIONS_PER_PROCEDURE = 40;

const IN_PLAY_ZONES: string[] = [ZONES.characters, ZONES.support, ZONES.attached];

export const sideOfPlayer = (env: Env, p: string): string => (p === lotr(env.state).freePeoples ? "free-peoples" : "shadow");

function timed(ir: AbilityIR, phase: string): boolean {
  return ir.kind === "activated" && ((ir.timings as string[] | undefined) ?? []).includes(phase);
}

function abilitiesOf(env: Env, id: CardId): readonly CompiledAbility[] {
  return factsOf(env.state, id).abilities;
}

/** Roaming: a minion played at a site numbered lower than its own costs 2 more (`roaming-penalty` modifiers change that). */
export function roamingDelta(env: Env, id: CardId): number {
  return isRoaming(env, id) ? Math.max(0, modifiedValue(env, id, "roaming-penalty", 2)) : 0;
}


function title(env: Env, id: CardId): string {
  return printed(env, id).title;
}

const ownedBy = (state: GameState, id: CardId, owner: string): boolean => state.cards[id]!.owner === owner;
// one kept list per player (a kind is asked with one argument)
const ownedKinds = new Map<string, KeptKind<string>>();

/** The player's cards in play (owner never changes: the sub-list is kept with the index's list). Read only. */
function ownedInPlay(env: Env, p: string): readonly CardId[] {
  let kind = ownedKinds.get(p);
  if (kind === undefined) ownedKinds.set(p, (kind = keptKind(IN_PLAY_ZONES, ownedBy)));
  return keptCards(env.state, kind, p);
}

/** The titles of a player's cards in play and how many are companions. */
interface Owned {
  list: readonly CardId[];
  titles: ReadonlySet<string>;
  companions: number;
}

// The two lists asked about last (one per player): the index replaces a list when a card comes or goes, so an
// answer holds while its list is the one asked about.
let ownedA: Owned | null = null;
let ownedB: Owned | null = null;

function ownedSummary(env: Env, list: readonly CardId[]): Owned {
  if (ownedA?.list === list) return ownedA;
  if (ownedB?.list === list) return ownedB;
  const titles = new Set<string>();
  let companions = 0;
  for (const c of list) {
    titles.add(title(env, c));
    if (cardType(env, c) === "companion") companions++;
  }
  ownedB = ownedA;
  ownedA = { list, titles, companions };
  return ownedA;
}

/** Uniqueness (one copy of a unique title in play; a dead unique character is gone for good) and the rule of 9. */
export function allowedByRules(env: Env, p: string, id: CardId): boolean {
  const def = printed(env, id);
  const t = def.title;
  const type = def.type;
  if (!def.unique && type !== "companion") return true;
  const owned = ownedSummary(env, ownedInPlay(env, p));
  const dead = player(env.state, p).zones[ZONES.deadPile] ?? [];
  if (def.unique) {
    if (owned.titles.has(t)) return false;
    for (const c of dead) if (title(env, c) === t) return false;
  }
  if (type === "companion") {
    let companions = owned.companions;
    for (const c of dead) if (cardType(env, c) === "companion") companions++;
    if (companions >= 9) return false;
  }
  return true;
}

/** Bearers an item may go on: its placement rules (`where`, when known), minus characters already bearing its item class. */
export function itemHosts(env: Env, id: CardId, where = places(env, id)): (CardId | null)[] {
  const cls = defOf(env, id).itemClass;
  // an item borne in addition to others of its class (1R216) is limited by its own placement rule instead
  if (!cls || borneInAddition(env, id)) return where;
  const out: (CardId | null)[] = [];
  for (const h of where) if (h === null || !bearsClass(env, h, cls)) out.push(h);
  return out;
}

/** Does the character bear an item of this class (one not borne in addition to others)? */
function bearsClass(env: Env, bearer: CardId, cls: unknown): boolean {
  for (const a of attachedTo(env.state, bearer)) if (defOf(env, a).itemClass === cls && !borneInAddition(env, a)) return true;
  return false;
}

function eventAbility(env: Env, id: CardId, phase: string): number {
  return timedIn(factsOf(env.state, id), phase)[0] ?? -1;
}

/** `f`: the card's facts; `side`: the player's; `bit`: the phase's `phaseBit`. */
function canPlayFromHand(env: Env, p: string, side: string, id: CardId, f: DefFacts, phase: string, bit: number): boolean {
  // the phases a card may be played in from hand (by its type and timings) rule out most cards at once
  if (f.side !== side || (f.fromHandBits & bit) === 0 || (bit === SHARED_BIT && !f.fromHand.has(phase))) return false;
  if (f.type === "event") {
    if (playForbidden(env, id)) return false;
    if (side === "shadow" && twilight(env) < twilightCost(env, id)) return false;
    return canUse(withSource(env, id, p), abilitiesOf(env, id)[timedAt(f, phase, bit)[0]!]!);
  }
  const pl = withSource(env, null, p);
  const delta = roamingDelta(env, id);
  // canPlay's cheapest test first: a Shadow card the pool cannot pay for.
  const cost = side === "shadow" ? costToPlay(pl, id, delta) : undefined;
  if (cost !== undefined && twilight(env) < cost) return false;
  const where = places(pl, id);
  return canPlay(pl, id, delta, where, cost) && itemHosts(pl, id, where).length > 0;
}

/** A wounded unique character (no minion) a copy of its title heals when discarded from hand. */
const healsByTitle = (env: Env, c: CardId): boolean => {
  const p = printed(env, c);
  return p.unique && p.type !== "minion" && wounds(env, c) > 0;
};

function healTargets(env: Env, p: string, id: CardId): CardId[] {
  const t = title(env, id);
  return ownedInPlay(env, p).filter((c) => healsByTitle(env, c) && title(env, c) === t);
}

const hasTimedAbility = (state: GameState, id: CardId): boolean => factsOf(state, id).timed.size > 0;
const TIMED = keptKind(PLAY_ZONES, hasTimedAbility);

/** The player actions open to `p` in this phase (passing included). */
export function playerActions(env: Env, p: string, phase: string): Action[] {
  const out: Action[] = [];
  const w = engineOf(env.state).window;
  if (w && w.procedure.actions >= MAX_ACTIONS_PER_PROCEDURE) return [{ type: "pass", player: p }];
  if (modifiedFlag(env, null, PHASE_ENDED, false)) return [{ type: "pass", player: p }];
  const healable = phase === "fellowship" ? healableTitles(env, p) : null;
  const side = sideOfPlayer(env, p);
  const bit = phaseBit(phase);
  // the facts of the cards looked at, read from the table (one array slot) before they are asked for
  const known = knownFacts(env.state);
  // Nothing changes while the actions are listed (every check runs in checking mode): the hand is read in place.
  for (const id of player(env.state, p).zones[ZONES.hand] ?? []) {
    if (canPlayFromHand(env, p, side, id, known[id] ?? factsOf(env.state, id), phase, bit)) out.push({ type: "play", player: p, card: id });
    if (healable?.has(title(env, id))) out.push({ type: "heal-by-discard", player: p, card: id });
  }
  // Only active cards act, and active cards are in play.
  const compiled = libraryOf(env.state).compiled;
  const cards = env.state.cards;
  const lent = lentAbilities(env);
  const actors = keptCards(env.state, TIMED, null);
  for (const id of lent.size ? withBorrowers(env, actors, lent) : actors) {
    const c = cards[id]!;
    const f = known[id] ?? factsOf(env.state, id);
    const borrowed = lent.size ? lent.get(id) : undefined;
    if ((f.timedBits & bit) === 0 && !borrowed) continue;
    const usable = borrowed ? withBorrowed(timedIn(f, phase), borrowed, compiled[c.def]?.abilities.length ?? 0, phase) : timedAt(f, phase, bit);
    if (usable.length === 0) continue;
    // actors are in play (the kept list's zones, and borrowers' are checked): active as their facts say
    if ((f.type !== "site" && (c.owner !== p || f.side !== side)) || !activeInPlay(env.state, c, f)) continue;
    for (const i of usable) if (canUse(withSource(env, id, p), abilityAt(env, id, i)!)) out.push({ type: "use", player: p, card: id, ability: i });
  }
  out.push({ type: "pass", player: p });
  return out;
}

// The helpers below hold playerActions' closures: a closure there would cost a context on every listing.

/** Titles a hand card may heal by being discarded (`healTargets` is not empty); null when none (hand cards' titles are not looked up). */
function healableTitles(env: Env, p: string): Set<string> | null {
  const titles = new Set(ownedInPlay(env, p).filter((c) => healsByTitle(env, c)).map((c) => title(env, c)));
  return titles.size === 0 ? null : titles;
}

/** The actors, then the cards that act only with abilities lent by another card's game text (Silinde with her site's). */
function withBorrowers(env: Env, actors: readonly CardId[], lent: ReadonlyMap<CardId, unknown>): readonly CardId[] {
  const out = actors.slice();
  for (const id of lent.keys()) if (!actors.includes(id) && PLAY_ZONES.includes(env.state.cards[id]!.zone)) out.push(id);
  return out;
}

/** The card's own abilities usable in the phase, then its lent ones (numbered after its own `own`). */
function withBorrowed(usable: readonly number[], borrowed: readonly CompiledAbility[], own: number, phase: string): readonly number[] {
  const out = usable.slice();
  for (let k = 0; k < borrowed.length; k++) if (timed(borrowed[k]!.ir as AbilityIR, phase)) out.push(own + k);
  return out;
}

/** Carries out a play / use / heal action (legality was checked). */
export function perform(env: Env, a: Action): void {
  const phase = env.state.phase ?? "";
  if (a.type === "play") {
    if (cardType(env, a.card) !== "event") {
      const at = withSource(env, null, a.player);
      const hosts = itemHosts(at, a.card);
      playCard(at, a.card, roamingDelta(env, a.card), hosts.includes(null) ? undefined : (hosts as CardId[]));
      return;
    }
    // legal: its requirements held when it was played (listing checked them)
    resolvePaidEvent(withSource(env, a.card, a.player), a.card, a.player, abilitiesOf(env, a.card)[eventAbility(env, a.card, phase)]!, true);
  } else if (a.type === "use") {
    useAbility(withSource(env, a.card, a.player), abilityAt(env, a.card, a.ability)!);
  } else if (a.type === "heal-by-discard") {
    const targets = healTargets(env, a.player, a.card);
    discard(env, a.card);
    if (targets[0]) heal(env, targets[0]);
  }
}
