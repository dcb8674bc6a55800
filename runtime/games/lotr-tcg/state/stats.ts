/**
 * Card properties as they are now: printed value, plus bonuses of attached cards (a possession's
 * `strength +2`), plus continuous modifiers in force.
 */
import { norm, stat, type CardDef, type CardDefs } from "../../../core/cards.ts";
import { holds, num } from "../../../core/args.ts";
import { defOf, implOf, withSource, type Env } from "../../../core/env.ts";
import { matches } from "../../../core/filters.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { modifiedFlag, modifiedValue } from "../../../core/modifiers.ts";
import { observed } from "../../../core/observer.ts";
import { ATTACHED, card, cardsOn, factKind, fixedFact, type CardId } from "../../../core/state.ts";
import { keywordTotal } from "../../../core/terms.ts";
import { exertedOnlyBy, FREE_PEOPLES, lotr, NOT_ROAMING, ringBearerAt, SHADOW } from "./game.ts";

export const CHARACTER_TYPES = ["companion", "ally", "minion"];

/**
 * What a card's definition prints that the rules ask about all game long, read by card: one lookup by creation
 * number (`fixedFact`) instead of finding the definition by id and then each answer in a cache keyed by definition.
 */
export interface Printed {
  def: CardDef;
  /** Normalised (`the-one-ring`, `companion` …). */
  type: string;
  side: string | null;
  title: string;
  unique: boolean;
  strength: number;
  vitality: number;
  twilight: number;
  /** A site's number, or a minion's site number (0 when it has none). */
  site: number;
  /** The Ring-bearer keyword, if it has one, and the resistance it gives (`(resistance N)`), else the printed one. */
  ringBearer: DefAbility | null;
  resistance: number;
  /** Its static abilities with a modifier (what may change its own twilight cost while it is played). */
  staticModifiers: AbilityIR[];
  /** Its placement sentences (`Plays to your support area.`, `Bearer must be …`) and `To play, …` requirements. */
  placements: AbilityIR[];
  requirements: AbilityIR[];
}

type DefAbility = NonNullable<CardDef["abilities"]>[number];

const ringBearerKeyword = (d: CardDef): DefAbility | null => (d.abilities ?? []).find((a) => a.kind === "keyword" && norm(a.keyword) === "ring-bearer") ?? null;

const printedByDefs = new WeakMap<CardDefs, Map<string, Printed>>();

function printedIn(def: string, defs: CardDefs): Printed | undefined {
  let m = printedByDefs.get(defs);
  if (!m) printedByDefs.set(defs, (m = new Map()));
  let p = m.get(def);
  if (p !== undefined) return p;
  const d = defs[def];
  if (!d) return undefined;
  const rb = ringBearerKeyword(d);
  const resistance = (rb?.stats as Record<string, number> | undefined)?.resistance ?? stat(d, "resistance");
  const abilities = (d.abilities ?? []) as AbilityIR[];
  p = {
    def: d,
    type: defType(d),
    side: defSide(d),
    title: d.title,
    unique: !!d.unique,
    strength: stat(d, "strength"),
    vitality: stat(d, "vitality"),
    twilight: stat(d, "twilight"),
    site: stat(d, "site"),
    ringBearer: rb,
    resistance,
    staticModifiers: abilities.filter((a) => a.kind === "static" && a.modifier),
    placements: abilities.filter((a) => a.kind === "placement" && a.rule),
    requirements: abilities.filter((a) => a.kind === "requirement"),
  };
  m.set(def, p);
  return p;
}

const PRINTED = factKind(printedIn);

/** The card's printed facts (an unknown card, or one without a definition, throws as `defOf` does). */
export function printed(env: Env, id: CardId): Printed {
  return fixedFact(env.state, id, PRINTED, env.defs) ?? unknownCard(env, id);
}

function unknownCard(env: Env, id: CardId): never {
  defOf(env, id);
  throw new Error(`no definition of card '${id}'`);
}

// Normalised once per definition (asked by the facts above, and by code holding a definition).
const normType = new WeakMap<object, string>();

export function cardType(env: Env, id: CardId): string {
  return printed(env, id).type;
}

/** A definition's normalised type (`the-one-ring`, `companion` …). */
export function defType(def: CardDef): string {
  let t = normType.get(def);
  if (t === undefined) normType.set(def, (t = norm(def.type)));
  return t;
}

export function isCharacter(env: Env, id: CardId): boolean {
  return CHARACTER_TYPES.includes(cardType(env, id));
}

const normSide = new WeakMap<object, string | null>();

/** `free-peoples`, `shadow`, or null (sites, The One Ring). */
export function sideOf(env: Env, id: CardId): string | null {
  return printed(env, id).side;
}

/** A definition's normalised side (`free-peoples`, `shadow`, or null). */
export function defSide(def: CardDef): string | null {
  let s = normSide.get(def);
  if (s === undefined) normSide.set(def, (s = def.side ? norm(def.side) : null));
  return s;
}

/** Flags set by modifiers: this possession adds no strength; this character gains no strength from weapons. */
export const NO_STRENGTH_BONUS = "no-strength-bonus";
export const NO_WEAPON_STRENGTH = "no-weapon-strength-bonus";
const WEAPON_CLASSES = ["hand-weapon", "ranged-weapon"];

/**
 * Sum of strength (`isStrength`) or vitality bonuses over the cards a character bears. A flag, not the stat's name:
 * comparing names that are not the same string compares their characters (asked for each character after every step).
 */
function attachedBonus(env: Env, id: CardId, isStrength: boolean): number {
  let sum = 0;
  for (const a of cardsOn(env.state, id, ATTACHED)) {
    const p = printed(env, a);
    const bonus = isStrength ? p.strength : p.vitality;
    if (bonus !== 0 && isStrength && strengthCancelled(env, id, a, p.def)) continue;
    sum += bonus;
  }
  return sum;
}

function strengthCancelled(env: Env, bearer: CardId, item: CardId, d: CardDef): boolean {
  if (modifiedFlag(env, item, NO_STRENGTH_BONUS, false)) return true;
  return WEAPON_CLASSES.includes(norm(d.itemClass)) && modifiedFlag(env, bearer, NO_WEAPON_STRENGTH, false);
}

export function strength(env: Env, id: CardId): number {
  return modifiedValue(env, id, "strength", printed(env, id).strength + attachedBonus(env, id, true));
}

export function vitality(env: Env, id: CardId): number {
  return modifiedValue(env, id, "vitality", printed(env, id).vitality + attachedBonus(env, id, false));
}

/**
 * Resistance: set by becoming the Ring-bearer, else the Ring-bearer keyword's `(resistance N)`, else printed; plus
 * modifiers. Asked after every step (corruption is checked then): the keyword is among the printed facts.
 */
export function resistance(env: Env, id: CardId): number {
  const set = lotr(env.state).resistanceSet?.[id];
  if (set !== undefined) return modifiedValue(env, id, "resistance", set);
  const p = printed(env, id);
  if (p.ringBearer && env.observe) observed(env, id, p.ringBearer);
  return modifiedValue(env, id, "resistance", p.resistance);
}

export function twilightCost(env: Env, id: CardId): number {
  return Math.max(0, modifiedValue(env, id, "twilight-cost", printed(env, id).twilight) + ownCostChange(env, id));
}

/**
 * A card's static abilities change its own twilight cost while it is being played (not in play yet):
 * `At an underground site, Cave Troll of Moria's twilight cost is -3.`
 */
function ownCostChange(env: Env, id: CardId): number {
  const card = env.state.cards[id];
  if (!card || env.rules.inPlay(env.state, card)) return 0;
  // asked for every hand card each time the legal actions are listed: the list is among the printed facts
  const statics = printed(env, id).staticModifiers;
  if (statics.length === 0) return 0;
  const at = withSource(env, id, card.owner);
  let change = 0;
  for (const a of statics) {
    if (a.condition && !holds(at, a.condition)) continue;
    for (const e of [a.modifier!, ...(a.joined ?? [])].flatMap((m) => implOf(at, m.op, "modifier").effects(at, m.args))) {
      const t = e.targets;
      const self = !t || ("cards" in t && t.cards.includes(id)) || ("filter" in t && matches(at, id, t.filter));
      if (e.property !== "twilight-cost" || !self) continue;
      change += e.delta ?? (e.amount === undefined ? 0 : num(at, e.amount));
      if (env.observe) observed(env, id, a);
    }
  }
  return change;
}

// Wounds and burdens are read by name, not by a kind that varies (`tokens`): a read by a varying name is several times slower.
export function wounds(env: Env, id: CardId): number {
  return card(env.state, id).tokens.wound ?? 0;
}

/** The burdens on a card (the Ring-bearer's are the game's: `burdens`). */
export function burdensOn(env: Env, id: CardId): number {
  return card(env.state, id).tokens.burden ?? 0;
}

export function burdens(env: Env): number {
  const rb = ringBearer(env);
  return rb ? burdensOn(env, rb) : 0;
}

/** Can the character exert this many times (it must keep at least 1 vitality)? */
export function canExert(env: Env, id: CardId, times = 1): boolean {
  return isCharacter(env, id) && env.rules.inPlay(env.state, env.state.cards[id]!) && vitality(env, id) - wounds(env, id) > times && exertableBySource(env, id);
}

/** `… may be exerted only by Shadow cards`: the ability exerting (env.source) is of that side. */
function exertableBySource(env: Env, id: CardId): boolean {
  for (const side of [FREE_PEOPLES, SHADOW])
    if (modifiedFlag(env, id, exertedOnlyBy(side), false) && (env.source === null || sideOf(env, env.source) !== side)) return false;
  return true;
}

/** Exhausted: only 1 vitality left. */
export function isExhausted(env: Env, id: CardId): boolean {
  return vitality(env, id) - wounds(env, id) <= 1;
}

/** The Free Peoples player's Ring-bearer. */
export function ringBearer(env: Env): CardId | null {
  const fp = lotr(env.state).freePeoples;
  const players = env.state.players;
  for (let seat = 0; seat < players.length; seat++) if (players[seat]!.id === fp) return ringBearerAt(env.state, seat);
  return null;
}

/** Roaming: a minion whose site number is higher than the fellowship's current site, unless a modifier says it is not. */
export function isRoaming(env: Env, id: CardId): boolean {
  const p = printed(env, id);
  return p.type === "minion" && p.site > lotr(env.state).site && !modifiedFlag(env, id, NOT_ROAMING, false);
}

/** A keyword's value now (`damage` +1 printed, +1 from an event → 2; `archer` → 1 when present). */
export function keyword(env: Env, id: CardId, k: string): number {
  if (norm(k) === "roaming") return isRoaming(env, id) ? 1 : 0;
  return keywordTotal(env, id, k);
}

/** Is the character in the current skirmish? */
export function isSkirmishing(env: Env, id: CardId): boolean {
  const s = lotr(env.state).skirmish;
  return !!s && !s.cancelled && (s.companion === id || s.minions.includes(id));
}

/** The characters skirmishing against this one in the current skirmish. */
export function opponentsInSkirmish(env: Env, id: CardId): CardId[] {
  const s = lotr(env.state).skirmish;
  if (!s || s.cancelled) return [];
  if (s.companion === id) return s.minions.slice();
  if (s.minions.includes(id) && s.companion) return [s.companion];
  return [];
}
