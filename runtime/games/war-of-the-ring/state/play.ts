/**
 * Playing and moving cards (digest §5.2): where a card may go (armies to a battleground showing their faction for
 * their side or to reserve; characters to a path in range, a battleground showing their faction, or reserve; items
 * onto a listed wielder in play, a teammate's too; events resolve and are eliminated), the cost (cycle another hand
 * card, forsake for the last one), the same character or item not twice a round, and putting a card into play (its
 * static abilities start; the `play` / `move` events fire).
 */
import { alternativesOf, canPayAlternative, createContext } from "../../../core/context.ts";
import { implOf, withSource, type Env } from "../../../core/env.ts";
import type { CompiledAbility } from "../../../core/handlers.ts";
import { isFilter, type AbilityIR } from "../../../core/ir.ts";
import { norm } from "../../../core/cards.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { applies, hasRecordsFor, modifiedFlag } from "../../../core/modifiers.ts";
import { denotes } from "../../../core/filters.ts";
import { applyStatic } from "../../../core/statics.ts";
import { ATTACHED, cardsInZones, cardsOn, moveCard, type CardId } from "../../../core/state.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { cardFlag, cycleFromHand, forsake, ownStaticFlags } from "./actions.ts";
import { useCardAbility } from "./each-player.ts";
import { fire } from "./events.ts";
import {
  bgFactions,
  cardSide,
  cardType,
  EVENTS,
  factionOf,
  inPlay,
  MAY_MOVE_WHEN_PLAYED,
  pathRange,
  printedStat,
  PROPS,
  supportedByProp,
  wotr,
  zoneSize,
  ZONES,
} from "./game.ts";
import { hasLeadership, maySupport } from "./stats.ts";

/** Where a card goes: "reserve", a location's id, or (items) the wielder's id. */
export type Destination = "reserve" | CardId;

const CHARACTER_ZONES = [ZONES.reserve, ZONES.atLocation];
const NO_CARDS: readonly CardId[] = [];

/** The abilities of a card's definition (compiled), set by the engine's library. */
export type AbilitiesOf = (env: Env, id: CardId) => readonly CompiledAbility[];
let abilitiesOfCard: AbilitiesOf = () => [];

/** The engine tells the rules where compiled abilities are found (engine/library.ts). */
export function setAbilitySource(f: AbilitiesOf): void {
  abilitiesOfCard = f;
}
export const abilitiesOf = (env: Env, id: CardId): readonly CompiledAbility[] => abilitiesOfCard(env, id);

const irOf = (a: CompiledAbility): AbilityIR => (a.ir ?? { kind: "" }) as AbilityIR;
const NOT_TEXT = new Set(["static", "trigger", "response", "placement", "keyword"]);

/** An event's text: its first ability that is not a static, trigger, placement or keyword. */
export function eventText(env: Env, id: CardId): CompiledAbility | undefined {
  const abilities = abilitiesOf(env, id);
  let t = eventTexts.get(abilities);
  if (t === undefined) eventTexts.set(abilities, (t = abilities.find((a) => !NOT_TEXT.has(irOf(a).kind)) ?? null));
  return t ?? undefined;
}
// by a definition's compiled abilities (never changed): its event text (null: none)
const eventTexts = new WeakMap<readonly CompiledAbility[], CompiledAbility | null>();

/** Does a battleground show the faction for the given side (as a defender when it is that side's, else as an attacker)? */
export function showsFaction(env: Env, bg: CardId, faction: string, side: string): boolean {
  const role = cardSide(env, bg) === side ? "defenders" : "attackers";
  return bgFactions(env, bg, role).includes(faction);
}

/** May a character go to a battleground through a widened support (Merry with a Rohan army there, not supporting another)? */
function mayJoinBySupport(env: Env, ch: CardId, bg: CardId, side: string): boolean {
  for (const a of cardsOn(env.state, bg, ZONES.atLocation)) {
    if (cardType(env, a) !== "army" || cardSide(env, a) !== side) continue;
    const f = factionOf(env, a);
    if (f && cardFlag(env, ch, supportedByProp(f)) && showsFaction(env, bg, f, side) && maySupport(env, a, ch) && !supportsAnother(env, a, bg)) return true;
  }
  return false;
}

/** Does the army already support another character there (one of its faction and owner with leadership icons, or one it was let to)? */
function supportsAnother(env: Env, army: CardId, bg: CardId): boolean {
  for (const c of cardsOn(env.state, bg, ZONES.atLocation)) {
    if (c === army || cardType(env, c) !== "character") continue;
    if (hasLeadership(env, c) && maySupport(env, army, c)) return true;
  }
  return false;
}

/** Is this text's way of arriving (`played`, `played or moved`) the one asked about? */
const arrives = (how: unknown, asked: "played" | "moved"): boolean => how === undefined || String(how).includes(asked);

/** A text that lets (`may-go-to`) or forbids (`cannot-go-to`) a card to go somewhere: where, read as whose text. */
interface GoText {
  where: unknown;
  at: Env;
}
const NO_TEXTS: readonly GoText[] = [];

/**
 * The texts that let (or forbid) the card go to locations, whichever the location: the records in force for the card,
 * and (out of play, where its statics have not started) its own text. Found once per card, then read per location.
 */
function goTexts(env: Env, prop: string, id: CardId, asked: "played" | "moved"): readonly GoText[] {
  let out: GoText[] | null = null;
  if (hasRecordsFor(env.state, prop))
    for (const rec of env.state.modifiers) {
      if (rec.property !== prop || !rec.flag || !arrives(rec.data?.how, asked) || !applies(env, rec, id)) continue;
      (out ??= []).push({ where: rec.data?.where, at: withSource(env, rec.source, rec.controller) });
    }
  const c = env.state.cards[id]!;
  if (!inPlay(env.state, c))
    for (const e of ownStaticFlags(env, id, prop)) if (arrives(e.data?.how, asked)) (out ??= []).push({ where: e.data?.where, at: withSource(env, id) });
  return out ?? NO_TEXTS;
}

/** The `where` of the first text that lets (or forbids) the card go to the location (`true` when it names none), or null. */
function textWhere(texts: readonly GoText[], location: CardId): unknown {
  for (const t of texts) if (denotes(t.at, t.where, location)) return t.where ?? true;
  return null;
}

/** The factions a `where` names (`a Rohan battleground`). */
function whereFactions(where: unknown): string[] {
  if (!isFilter(where)) return [];
  const out: string[] = [];
  for (const f of [where, ...(where.filter.anyOf ?? [])]) for (const t of f.filter.terms) if (t.op === "culture") out.push(norm(t.args.culture));
  return out;
}

/** The locations a character or army may be at (played, or moved there from reserve). */
export function locationsFor(env: Env, id: CardId, asked: "played" | "moved" = "played"): CardId[] {
  return locationsInto<CardId>(env, id, asked, []) as CardId[];
}

/** `locationsFor`, added to `out` (returned). */
function locationsInto<T extends Destination>(env: Env, id: CardId, asked: "played" | "moved", out: (T | CardId)[]): (T | CardId)[] {
  const t = cardType(env, id);
  const side = cardSide(env, id);
  const faction = factionOf(env, id);
  if (!side || !faction || (t !== "character" && t !== "army")) return out;
  const active = env.state.zones[ZONES.active] ?? NO_CARDS;
  let may: readonly GoText[] | null = null;
  const cannot = goTexts(env, PROPS.cannotGoTo, id, asked);
  // the path first, then the battlegrounds in order
  for (let pass = 0; pass < 2; pass++)
    for (const loc of active) {
      const isPath = cardType(env, loc) === "path";
      if (isPath !== (pass === 0)) continue;
      const byRules = isPath
        ? t === "character" && pathRange(env, id).includes(printedStat(env, loc, "path"))
        : showsFaction(env, loc, faction, side) || (t === "character" && mayJoinBySupport(env, id, loc, side));
      if (!byRules) {
        const where = textWhere((may ??= goTexts(env, PROPS.mayGoTo, id, asked)), loc);
        if (where === null) continue;
        // a text that lets a character go to an X battleground to be supported there by an X army (Merry, Pippin) lets it go
        // only where such an army is free to support it (`mayJoinBySupport`, among the rules above)
        if (!isPath && t === "character" && whereFactions(where).some((f) => cardFlag(env, id, supportedByProp(f)))) continue;
      }
      if (cannot.length > 0 && textWhere(cannot, loc) !== null) continue;
      out.push(loc);
    }
  return out;
}

type Placement = AbilityIR & {
  rule: { op: string; args: Record<string, unknown> };
};
// by a definition's compiled abilities (never changed): its placement rules
const placements = new WeakMap<readonly CompiledAbility[], readonly Placement[]>();
function placementsOf(env: Env, item: CardId): readonly Placement[] {
  const abilities = abilitiesOf(env, item);
  let r = placements.get(abilities);
  if (!r) placements.set(abilities, (r = abilities.map(irOf).filter((a) => a.kind === "placement" && a.rule) as Placement[]));
  return r;
}

/** The characters in play an item may be played onto: its placement sentences', else any character of its side. */
export function wieldersFor(env: Env, item: CardId, p: string): CardId[] {
  const side = cardSide(env, item);
  const rules = placementsOf(env, item);
  const at = withSource(env, item, p);
  const weapon = hasKeyword(env, item, "weapon");
  let impls: ReturnType<typeof implOf<"placement">>[] | null = null;
  const out: CardId[] = [];
  for (const w of cardsInZones(env.state, CHARACTER_ZONES)) {
    if (cardType(env, w) !== "character" || cardSide(env, w) !== side) continue;
    // a character that may wield only one Weapon, wielding one already
    if (weapon && modifiedFlag(env, w, PROPS.oneWeapon, false) && cardsOn(env.state, w).some((i) => hasKeyword(env, i, "weapon"))) continue;
    if (rules.length > 0) {
      impls ??= rules.map((r) => implOf(at, r.rule.op, "placement"));
      let allowed = true;
      for (let k = 0; k < rules.length && allowed; k++) allowed = impls[k]!.allows(at, w, rules[k]!.rule.args);
      if (!allowed) continue;
    }
    out.push(w);
  }
  return out;
}

/** Has a card of this definition (character or item) been played this round already? */
export const playedThisRound = (env: Env, id: CardId): boolean => wotr(env.state).playedThisRound.includes(env.state.cards[id]!.def);

/** Where a hand card may be played now (empty: not playable). An event's destination is "reserve" (it resolves). */
export function playDestinations(env: Env, p: string, id: CardId): Destination[] {
  const t = cardType(env, id);
  if ((t === "character" || t === "item") && playedThisRound(env, id)) return [];
  if (env.rules.mayPlay && !env.rules.mayPlay(env, id)) return [];
  if (t === "event") {
    const text = eventText(env, id);
    return !text || usable(withSource(env, id, p), text) ? ["reserve"] : [];
  }
  if (t === "item") return wieldersFor(env, id, p);
  if (t === "character" || t === "army") return locationsInto<Destination>(env, id, "played", ["reserve"]);
  return [];
}

/** Where a reserve card may move now (empty: it may not move). */
export function moveDestinations(env: Env, p: string, id: CardId): CardId[] {
  const c = env.state.cards[id]!;
  if (c.owner !== p || c.zone !== ZONES.reserve) return [];
  const t = cardType(env, id);
  if (t !== "character" && t !== "army") return [];
  if (wotr(env.state).playedToReserve.includes(id) && !modifiedFlag(env, id, MAY_MOVE_WHEN_PLAYED, false)) return [];
  return locationsFor(env, id, "moved");
}

/** Can the ability be used now (requirements hold, some alternative's costs can be paid)? Changes nothing. */
export function usable(env: Env, ability: CompiledAbility): boolean {
  // the check may bind names: in a copy
  const saved = env.bindings;
  env.bindings = { ...saved };
  const checking = env.checking;
  env.checking = true;
  try {
    return useAbilityCheck(env, ability);
  } finally {
    env.checking = checking;
    env.bindings = saved;
    env.step = null;
  }
}

function useAbilityCheck(env: Env, ability: CompiledAbility): boolean {
  env.ability = irOf(ability);
  const ctx = createContext(env);
  for (const req of ability.requirements ?? []) if (req(ctx) === false) return false;
  for (const alt of alternativesOf(ability)) if (canPayAlternative(env, ctx, alt)) return true;
  return false;
}

/** A card comes into play: its static abilities start. */
export function startStatics(env: Env, id: CardId): void {
  for (const a of abilitiesOf(env, id)) {
    const ir = irOf(a);
    if (ir.kind === "static") applyStatic(withSource(env, id), id, ir);
  }
}

/** Puts a card where it goes (no cost, no event): reserve, a location, or onto a wielder. */
export function place(env: Env, id: CardId, to: Destination): void {
  const t = cardType(env, id);
  if (to === "reserve") moveCard(env.state, id, ZONES.reserve);
  else if (t === "item") moveCard(env.state, id, ATTACHED, { attachedTo: to });
  else moveCard(env.state, id, ZONES.atLocation, { attachedTo: to });
  startStatics(env, id);
}

/** The cost of a play: cycle another hand card, or forsake when the card played was the last in hand. */
export function payPlayCost(env: Env, p: string, keep: readonly CardId[] = []): void {
  if (zoneSize(env.state, p, ZONES.hand) > 0) cycleFromHand(env, p, 1, "play-cost");
  else forsake(env, p, keep);
}

/**
 * Plays a hand card (legal: `playDestinations` lists `to`): the cost first, then the card goes where it goes (an event
 * resolves and is eliminated), and the `play` event (a card that removes another when played says so in its text). `free`: the
 * cost is paid otherwise ("draw N, play some, cycle the rest").
 */
export function playCard(env: Env, p: string, id: CardId, to: Destination, free = false): void {
  const t = cardType(env, id);
  const ext = wotr(env.state);
  moveCard(env.state, id, ZONES.playing);
  if (!free) payPlayCost(env, p, t === "item" && to !== "reserve" ? [to] : []);
  log(env.state, {
    player: p,
    card: id,
    to,
    seq: nextSeq(env.state),
    type: "play",
  });
  if (t === "event") {
    const text = eventText(env, id);
    fire(env, EVENTS.play, [id], p, { to: "event" });
    if (text) useCardAbility(withSource(env, id, p), text);
    if (env.state.cards[id]!.zone === ZONES.playing) moveCard(env.state, id, ZONES.eliminated);
    return;
  }
  if (t === "character" || t === "item") ext.playedThisRound.push(env.state.cards[id]!.def);
  place(env, id, to);
  if (to === "reserve") ext.playedToReserve.push(id);
  fire(env, EVENTS.play, [id], p, t === "item" ? { to: "wielder", wielder: to } : { to });
}

/** Moves a reserve card to a location (with its items). */
export function moveToLocation(env: Env, p: string, id: CardId, to: CardId): void {
  moveCard(env.state, id, ZONES.atLocation, {
    attachedTo: to,
    keepTokens: true,
  });
  log(env.state, {
    player: p,
    card: id,
    to,
    seq: nextSeq(env.state),
    type: "move",
  });
  fire(env, EVENTS.move, [id], p, { to });
}
