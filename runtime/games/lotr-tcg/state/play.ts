/**
 * Playing a card: pay its twilight cost (Free Peoples cards add it to the pool, Shadow cards remove
 * it), pick where it goes (its placement sentences), put it into play and start its static abilities.
 */
import { defOf, withSource, type Env } from "../../../core/env.ts";
import { implOf } from "../../../core/env.ts";
import type { ImplOfKind } from "../../../core/impl.ts";
import { createContext, useAbility } from "../../../core/context.ts";
import type { CompiledAbility } from "../../../core/handlers.ts";
import { isCall, type AbilityIR } from "../../../core/ir.ts";
import { observed } from "../../../core/observer.ts";
import { applyStatic, triggers } from "../../../core/statics.ts";
import type { GameEvent } from "../../../core/events.ts";
import { hasRecordsFor, modifiedFlag } from "../../../core/modifiers.ts";
import { cardsInZones, moveCard, type CardId, type GameState } from "../../../core/state.ts";
import { aboutToPlay, addTwilight, discard, happened, putIntoPlay, removeTwilight, twilight } from "./actions.ts";
import { lotr, SHADOW, ZONES } from "./game.ts";
import { CHARACTER_TYPES, cardType, printed, sideOf, twilightCost } from "./stats.ts";
import { playTriggerCostChange } from "../impl/costs-on-play.ts";
import { mayBear } from "./bearing.ts";

const CHARACTERS = [ZONES.characters];
/** Where a card that is no item may be played on: a character, or a site on the adventure path. */
const HOSTS = [ZONES.characters, ZONES.adventurePath];

function abilities(env: Env, id: CardId): AbilityIR[] {
  return (defOf(env, id).abilities ?? []) as AbilityIR[];
}

/** Where the card may go: bearer ids, and/or null (its own zone). */
export function places(env: Env, id: CardId): (CardId | null)[] {
  const rules = printed(env, id).placements;
  if (env.observe) for (const r of rules) observed(env, id, r);
  const type = cardType(env, id);
  const item = type === "possession" || type === "artifact";
  if (rules.length === 0) return item ? ownCharacters(env, id) : [null];
  let toSupport = !item;
  for (const r of rules) if ((r.rule as { op: string }).op === "support-area") toSupport = true;
  const at = withSource(env, id, env.controller);
  // each rule's implementation found once, not once per host
  const calls: PlacementCall[] = [];
  const impls: PlacementImpl[] = [];
  for (const r of rules) {
    const call = r.rule as PlacementCall;
    calls.push(call);
    impls.push(implOf(at, call.op, "placement"));
  }
  const options: (CardId | null)[] = toSupport && placementAllows(at, calls, impls, null) ? [null] : [];
  for (const host of cardsInZones(env.state, item ? CHARACTERS : HOSTS)) if (placementAllows(at, calls, impls, host) && mayBear(env, host, id)) options.push(host);
  return options;
}

type PlacementCall = { op: string; args: Record<string, unknown> };
type PlacementImpl = ImplOfKind<"placement">;

// Loops, not closures: `places` is asked for every item in hand each time actions are listed, and a closure reading
// its variables would cost a context on every call.
function placementAllows(at: Env, calls: readonly PlacementCall[], impls: readonly PlacementImpl[], host: CardId | null): boolean {
  for (let i = 0; i < calls.length; i++) if (!impls[i]!.allows(at, host, calls[i]!.args)) return false;
  return true;
}

/** An item with no placement rule goes on one of its controller's characters (one that may bear it). */
function ownCharacters(env: Env, item: CardId): CardId[] {
  const out: CardId[] = [];
  for (const id of cardsInZones(env.state, CHARACTERS)) if (env.state.cards[id]!.owner === env.controller && CHARACTER_TYPES.includes(cardType(env, id)) && mayBear(env, id, item)) out.push(id);
  return out;
}

/** `To play, …`: every condition holds and every cost can be paid (checked, nothing changes). */
function requirementsMet(env: Env, id: CardId): boolean {
  const requirements = printed(env, id).requirements;
  if (requirements.length === 0) return true;
  const at = withSource(env, id, env.controller);
  const ctx = createContext(at);
  if (env.observe) for (const a of requirements) observed(env, id, a);
  // loops, not closures: this is asked for every card in hand each time actions are listed
  for (const a of requirements) {
    for (const c of a.conditions ?? []) if (!ctx.test(c.op, c.args)) return false;
    for (const c of a.costs ?? []) if (!ctx.canPay(c.op, c.args)) return false;
  }
  return true;
}

/** Pays the `To play, …` costs. */
function payRequirements(env: Env, id: CardId): boolean {
  const requirements = printed(env, id).requirements;
  if (requirements.length === 0) return true;
  const at = withSource(env, id, env.controller);
  const ctx = createContext(at);
  return requirements.every((a) => (a.costs ?? []).every((c) => ctx.pay(c.op, c.args)));
}

export function costToPlay(env: Env, id: CardId, delta = 0): number {
  return Math.max(0, twilightCost(env, id) + delta + playTriggerCostChange(env, id));
}

/** A modifier (`Stealth events may not be played`) forbids playing this card. */
export const CANNOT_BE_PLAYED = "cannot-be-played";
export const playForbidden = (env: Env, id: CardId): boolean => modifiedFlag(env, id, CANNOT_BE_PLAYED, false);

/** A flag on a site: in this phase there, no event or special ability of the phase's timing may be played or used. */
const forbidding = new Map<string, string>();

// The phase asked about last and its property: asked for every ability checked, mostly in the same phase.
let lastPhase = "";
let lastProperty = "";

/** The flag property, made once per phase (asked for every ability checked). */
export function actionsForbiddenAt(phase: string): string {
  if (phase === lastPhase) return lastProperty;
  let p = forbidding.get(phase);
  if (p === undefined) forbidding.set(phase, (p = `no-${phase}-actions`));
  lastPhase = phase;
  lastProperty = p;
  return p;
}

const PATH = [ZONES.adventurePath];

/** Is an ability with these timings forbidden now (the fellowship's site forbids the current phase's actions)? */
export function timingForbidden(env: Env, timings: readonly string[]): boolean {
  const phase = env.state.phase;
  if (!phase || !timings.includes(phase)) return false;
  const property = actionsForbiddenAt(phase);
  // no record of the property at all (the usual case): nothing to look for on the path
  if (!hasRecordsFor(env.state, property)) return false;
  const site = lotr(env.state).site;
  return cardsInZones(env.state, PATH).some((id) => defOf(env, id).site === site && modifiedFlag(env, id, property, false));
}

/** Can the controller pay for and place this card now? `where`: its `places`, and `cost`: its `costToPlay`, when known. */
export function canPlay(env: Env, id: CardId, delta = 0, where?: (CardId | null)[], cost?: number): boolean {
  if (playForbidden(env, id)) return false;
  if (env.rules.mayPlay && !env.rules.mayPlay(env, id)) return false;
  if ((where ?? places(env, id)).length === 0 || !requirementsMet(env, id)) return false;
  return sideOf(env, id) !== SHADOW || twilight(env) >= (cost ?? costToPlay(env, id, delta));
}

/** Event type of a card being played on a bearer (its own `played on …` triggers answer it). */
export const PLAYED_ON = "played-on";

/** `When played on Arwen, Asfaloth's twilight cost is -2.`: once the bearer is chosen, before the cost is paid. */
function answerPlayedOn(env: Env, id: CardId, host: CardId | null): void {
  const own = abilities(env, id).filter((a) => a.kind === "trigger");
  if (host === null || own.length === 0) return;
  const at = withSource(env, id, env.controller);
  const event: GameEvent = { id: -1, type: PLAYED_ON, cards: [id, host] };
  for (const a of own) {
    if (!triggers(at, a, event)) continue;
    if (env.observe) observed(env, id, a);
    const ctx = createContext(at);
    for (const s of a.effects ?? []) if (isCall(s)) ctx.run(s.op, s.args);
  }
}

/** The card being played and the bearer chosen for it, while its twilight cost is worked out (`played on …` reads it). */
let playing: { state: GameState; id: CardId; host: CardId } | null = null;

/** The bearer a card is being played on, while its cost is worked out; else null. */
export function hostOfPlay(state: GameState, id: CardId): CardId | null {
  return playing && playing.state === state && playing.id === id ? playing.host : null;
}

function costOnHost(env: Env, id: CardId, host: CardId | null, delta: number): number {
  if (host === null) return costToPlay(env, id, delta);
  playing = { state: env.state, id, host };
  try {
    return costToPlay(env, id, delta);
  } finally {
    playing = null;
  }
}

/** Plays the card (choosing a place among `hosts` when given). Returns false when it cannot be played. */
export function playCard(env: Env, id: CardId, delta = 0, hosts?: CardId[]): boolean {
  if (!canPlay(env, id, delta)) return false;
  let where = places(env, id);
  if (hosts) where = where.filter((p) => p !== null && hosts.includes(p));
  if (where.length === 0) return false;
  if (!payRequirements(env, id)) return false;
  let place = where[0]!;
  if (where.length > 1) {
    const bearers = where.filter((p): p is CardId => p !== null);
    const pick = env.chooser.cards({ kind: "cards", player: env.controller, purpose: "bearer", options: bearers, min: 1, max: 1 })[0];
    place = pick && bearers.includes(pick) ? pick : where[0]!;
  }
  answerPlayedOn(env, id, place);
  const cost = costOnHost(env, id, place, delta);
  if (sideOf(env, id) === SHADOW) removeTwilight(env, cost);
  else addTwilight(env, cost);
  if (putIntoPlay(env, id, place)) for (const a of abilities(env, id)) if (a.kind === "static") applyStatic(env, id, a);
  return true;
}

/**
 * An event being played, its cost paid: the "is about to be played" window (a response may cancel
 * it), then it goes to the discard pile, `effect` runs and "played" triggers fire. False when cancelled.
 */
export function resolveEvent(env: Env, id: CardId, player: string, effect: () => void): boolean {
  if (!aboutToPlay(env, id, player)) return false;
  // the rules' order: played, resolved, then discarded (unless its effects put it elsewhere); an effect on the
  // discard pile never meets the event itself
  moveCard(env.state, id, ZONES.playing);
  effect();
  if (env.state.cards[id]?.zone === ZONES.playing) discard(env, id);
  happened(env, { type: "play", cards: [id], player, source: id });
  return true;
}

/**
 * Plays an event from the controller's hand: pays its twilight cost, runs `ability` (one of its
 * compiled abilities, from `env.source` = the event), then discards it. Returns false (nothing
 * changes) when the card is not an event in hand or the Shadow player cannot pay.
 */
export function playEvent(env: Env, id: CardId, ability: CompiledAbility): boolean {
  const card = env.state.cards[id];
  if (!card || card.zone !== ZONES.hand || cardType(env, id) !== "event" || playForbidden(env, id)) return false;
  if (sideOf(env, id) === SHADOW && twilight(env) < twilightCost(env, id)) return false;
  resolvePaidEvent(withSource(env, id, card.owner), id, card.owner, ability, false);
  return true;
}

/**
 * The one way an event is played, whoever plays it (a player's action, a response from hand, `playEvent`): its
 * twilight cost is paid (added by the Free Peoples player, removed by the Shadow player), then it resolves
 * (`resolveEvent`) with `ability`. `requirementsMet`: its requirements were checked when it was played, before the
 * cost was paid (which may change what they read), and are not asked again. `at`: the event's environment (its
 * source the event, with the names a response's trigger bound).
 */
export function resolvePaidEvent(at: Env, id: CardId, player: string, ability: CompiledAbility, requirementsMet: boolean): void {
  const cost = twilightCost(at, id);
  if (sideOf(at, id) === SHADOW) removeTwilight(at, cost);
  else addTwilight(at, cost);
  resolveEvent(at, id, player, () => useAbility(at, ability, requirementsMet));
}
