/**
 * Continuous modifiers: changes to card (or game) properties that last for a while.
 *
 * A record says which property changes (`strength`, `keyword:damage`, `twilight-cost`,
 * `archery-total:shadow`), by how much (or sets a flag), for which cards (ids, a filter evaluated
 * when asked, or the whole game), under which condition, and until when. Values are computed
 * when asked, so nothing goes stale; `expireModifiers` is called by the turn structure.
 */
import { holds, num } from "./args.ts";
import { interned } from "./cards.ts";
import { withSource, type Env } from "./env.ts";
import { matches } from "./filters.ts";
import type { FilterIR, PhraseCall } from "./ir.ts";
import { log, nextSeq } from "./log.ts";
import { observed } from "./observer.ts";
import type { CardId, GameState } from "./state.ts";

export type Duration =
  | { kind: "end-of-skirmish" }
  | { kind: "end-of-phase" }
  | { kind: "end-of-turn" }
  /** `until the regroup phase`: ends when that phase starts. */
  | { kind: "start-of-phase"; phase: string }
  /** A static ability: lasts while its source is in play. */
  | { kind: "while-in-play" }
  | { kind: "permanent" };

export type ModTargets = { cards: CardId[] } | { filter: FilterIR } | { global: true };

/** One change a modifier phrase makes. */
export interface ModifierEffect {
  property: string;
  delta?: number;
  /** A number argument (IR) evaluated whenever the property is asked (`+1 for each Orc`). */
  amount?: unknown;
  /** Grants (true) or takes away (false) a flag such as a keyword. */
  flag?: boolean;
  /** Set when the phrase itself names what it applies to. */
  targets?: ModTargets;
  /** Game-specific qualifiers, read by `GameRules.modifierApplies`. */
  data?: Record<string, unknown>;
}

export interface ModifierRecord extends ModifierEffect {
  id: number;
  source: CardId | null;
  controller: string;
  targets: ModTargets;
  condition?: PhraseCall;
  duration: Duration;
  /** The condition is tested for each card with this name bound to it (`that Dwarf`, see core/statics.ts). */
  bindAs?: string;
  /** A second condition, tested like `condition`: the lending card's (`While …, X has the game text of …`, core/statics.ts). */
  requires?: PhraseCall;
  /** The static ability (IR) that made the record; set only when an observer watches (core/observer.ts). */
  origin?: object;
}

export interface NewModifier extends ModifierEffect {
  targets: ModTargets;
  condition?: PhraseCall;
  duration: Duration;
  bindAs?: string;
  origin?: object;
  requires?: PhraseCall;
}

export function addModifier(env: Env, m: NewModifier): ModifierRecord {
  // every field listed (absent ones undefined): records made by many phrases share one hidden class, and the
  // reads of their fields in every modifier query stay fast
  const rec: ModifierRecord = {
    id: env.state.nextId++,
    source: env.source,
    controller: env.controller,
    // interned: queries compare it with names that are (a property built from a template is a new string, and one such
    // string compared at a site makes V8 compare characters there from then on)
    property: interned(m.property),
    delta: m.delta,
    amount: m.amount,
    flag: m.flag,
    targets: m.targets,
    data: m.data,
    condition: m.condition,
    duration: m.duration,
    bindAs: m.bindAs,
    requires: m.requires,
    origin: m.origin,
  };
  env.state.modifiers.push(rec);
  log(env.state, { property: m.property, delta: m.delta, flag: m.flag, duration: m.duration.kind, source: env.source, seq: nextSeq(env.state), type: "modifier" });
  return rec;
}

/** Is the record in force now, and does it apply to this card (null = a game-wide property)? */
export function applies(env: Env, rec: ModifierRecord, id: CardId | null): boolean {
  if (rec.duration.kind === "while-in-play") {
    const src = rec.source ? env.state.cards[rec.source] : undefined;
    if (!src || !env.rules.inPlay(env.state, src)) return false;
  }
  if ("global" in rec.targets) {
    if (id !== null) return false;
  } else if (id === null) return false;
  else if ("cards" in rec.targets) {
    if (!rec.targets.cards.includes(id)) return false;
  }
  const at = withSource(env, rec.source, rec.controller);
  if ("filter" in rec.targets && id !== null && !matches(at, id, rec.targets.filter)) return false;
  if (rec.bindAs && id !== null) at.bindings[rec.bindAs] = { cards: [id] };
  const ok = holds(at, rec.condition) && holds(at, rec.requires) && (env.rules.modifierApplies?.(at, rec, id) ?? true);
  if (ok && env.observe && rec.origin) observed(env, rec.source, rec.origin);
  return ok;
}

function amountOf(env: Env, rec: ModifierRecord): number | undefined {
  if (rec.delta !== undefined) return rec.delta;
  if (rec.amount === undefined) return undefined;
  return num(withSource(env, rec.source, rec.controller), rec.amount);
}

// The properties of the records asked about last. Records are never changed once made and a list only grows in place
// (a record dropped makes a new list), so the answer holds while the list and its length do. (Lists of the records
// by property, kept the same way, cost more to make than the passes they saved.)
let lastRecords: readonly ModifierRecord[] | null = null;
let lastLength = -1;
let lastProperties = new Set<string>();

/**
 * Is some record (in force or not) for this property? Most asks (a character's vitality, the Ring-bearer's
 * resistance, after every step) are for a property no record is for: they are answered without a pass over the records.
 */
export function hasRecordsFor(state: GameState, property: string): boolean {
  const records = state.modifiers;
  if (records !== lastRecords || records.length !== lastLength) {
    lastRecords = records;
    lastLength = records.length;
    lastProperties = new Set();
    for (const rec of records) lastProperties.add(rec.property);
  }
  return lastProperties.has(property);
}

let depth = 0;

/** Base value plus every delta in force for this property of this card (or of the game, id = null). */
export function modifiedValue(env: Env, id: CardId | null, property: string, base: number): number {
  if (!hasRecordsFor(env.state, property)) return base;
  if (depth > 8) return base; // a modifier whose condition asks for the same property: stop the loop
  depth++;
  try {
    let v = base;
    for (const rec of env.state.modifiers) {
      if (rec.property !== property) continue;
      const d = amountOf(env, rec);
      if (d !== undefined && applies(env, rec, id)) v += d;
    }
    return v;
  } finally {
    depth--;
  }
}

/** The amounts of every record in force for this property (for properties that are not sums, e.g. limits). */
export function modifierAmounts(env: Env, id: CardId | null, property: string): number[] {
  const out: number[] = [];
  if (!hasRecordsFor(env.state, property)) return out;
  for (const rec of env.state.modifiers) {
    if (rec.property !== property) continue;
    const d = amountOf(env, rec);
    if (d !== undefined && applies(env, rec, id)) out.push(d);
  }
  return out;
}

/** A flag property: the latest record in force wins, else the base. */
export function modifiedFlag(env: Env, id: CardId | null, property: string, base: boolean): boolean {
  if (!hasRecordsFor(env.state, property)) return base;
  let v = base;
  for (const rec of env.state.modifiers) if (rec.property === property && rec.flag !== undefined && applies(env, rec, id)) v = rec.flag;
  return v;
}

/**
 * Drops the static-ability records of a card that has left play. While it is out of play they hold for nothing
 * (`applies`), but a card that comes back starts its statics again: the old records would then count twice.
 */
export function endStatics(state: GameState, source: CardId): void {
  if (!state.modifiers.some((m) => m.source === source && m.duration.kind === "while-in-play")) return;
  state.modifiers = state.modifiers.filter((m) => m.source !== source || m.duration.kind !== "while-in-play");
}

export type Moment = { kind: "end-of-skirmish" } | { kind: "end-of-phase" } | { kind: "end-of-turn" } | { kind: "start-of-phase"; phase: string };

/** Drops the records that end at this moment (ending a turn also ends its phase and skirmish). */
export function expireModifiers(state: GameState, at: Moment): void {
  const before = state.modifiers.length;
  let any = false;
  for (const m of state.modifiers) if (endsAt(m.duration, at)) any = true;
  if (!any) return;
  const kept: ModifierRecord[] = [];
  for (const m of state.modifiers) if (!endsAt(m.duration, at)) kept.push(m);
  state.modifiers = kept;
  log(state, { at: at.kind, removed: before - kept.length, seq: nextSeq(state), type: "expire" });
}

function endsAt(d: Duration, at: Moment): boolean {
  if (at.kind === "start-of-phase") return d.kind === "start-of-phase" && d.phase === at.phase;
  if (at.kind === "end-of-skirmish") return d.kind === "end-of-skirmish";
  if (at.kind === "end-of-phase") return d.kind === "end-of-skirmish" || d.kind === "end-of-phase";
  return d.kind === "end-of-skirmish" || d.kind === "end-of-phase" || d.kind === "end-of-turn";
}

/** How long a lasting effect made by the current step lasts: what the card says, else the rules' default. */
export function durationOf(env: Env): Duration {
  const d = env.step?.duration;
  if (!d || d.implicit) return env.rules.defaultDuration(env);
  switch (d.until) {
    case "end-of-skirmish":
    case "end-of-phase":
    case "end-of-turn":
      return { kind: d.until };
    case "start-of-phase":
      return { kind: "start-of-phase", phase: d.phase ?? "" };
    default:
      return env.rules.defaultDuration(env);
  }
}
