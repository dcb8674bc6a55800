/**
 * Triggers and responses (the GameRules `respond` hook): when an event is about to happen
 * ("before") or has happened ("after"), every active card's matching trigger runs, and each
 * matching response is offered to its controller as a yes/no decision. Response events may also
 * be played from hand, paying their twilight cost. Simultaneous answers: the Free Peoples player's
 * first, then the Shadow player's; each player orders their own triggers (`trigger-order`). The window's
 * order of resolving is the kernel's (runtime/engine/windows.ts); which abilities answer, and how one
 * resolves, are here.
 */
import { withSource, type Env } from "../../../core/env.ts";
import { useAbility } from "../../../core/context.ts";
import type { GameEvent } from "../../../core/events.ts";
import type { CompiledAbility, CompiledCard } from "../../../core/handlers.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import type { GameRules } from "../../../core/impl.ts";
import { triggers } from "../../../core/statics.ts";
import { fireAwaited } from "../../../core/awaited.ts";
import { noteHappened } from "../../../core/turn-history.ts";
import { implOf } from "../../../core/env.ts";
import { keptCards, keptKind, type CardId, type GameState } from "../../../core/state.ts";
import { twilight } from "../state/actions.ts";
import { playForbidden, resolvePaidEvent } from "../state/play.ts";
import { lotr, PLAY_ZONES, ZONES } from "../state/game.ts";
import { sideOf, twilightCost } from "../state/stats.ts";
import { abilityAt, canUse, lentAbilities } from "./abilities.ts";
import { factsOf, type Answering, type AnswerWindow, type Windows } from "./facts.ts";
import { isActive, libraryOf } from "./library.ts";
import { modifiedFlag } from "../../../core/modifiers.ts";
import { NO_GAME_TEXT } from "../impl/effects-return-to-master.ts";
import { resolveWindow, type WindowAnswer, type WindowRules } from "../../../engine/windows.ts";

let depth = 0;
const HAND = [ZONES.hand];
const NO_CARDS: readonly CardId[] = [];

/** Card ids in a stable order (creation order). */
export function byId(ids: CardId[]): CardId[] {
  return ids.slice().sort((a, b) => a - b);
}

function answers(rules: GameRules, ir: AbilityIR, when: "before" | "after"): boolean {
  if (!ir.trigger || (ir.kind !== "trigger" && ir.kind !== "response")) return false;
  const before = !!implOf({ rules }, ir.trigger.op, "trigger").before;
  return before === (when === "before");
}

/** Can this hand card (a response event) be played now by its owner? */
function playableFromHand(env: Env, id: CardId): boolean {
  const owner = env.state.cards[id]!.owner;
  const shadowSide = owner !== lotr(env.state).freePeoples;
  if ((sideOf(env, id) === "shadow") !== shadowSide || playForbidden(env, id)) return false;
  return !shadowSide || twilight(env) >= twilightCost(env, id);
}

/** A card ability answering an event: a trigger, or a response offered to its controller. */
interface Answerer extends WindowAnswer {
  id: CardId;
  index: number;
  fromHand: boolean;
}

function windowOf(abilities: Answering[]): AnswerWindow {
  const types = new Set<string>();
  for (const a of abilities) for (const t of a.events ?? []) types.add(t);
  return { abilities, anyType: abilities.some((a) => a.events === null), types };
}

function windowsOf(rules: GameRules, card: CompiledCard | undefined): Windows {
  const before: Answering[] = [];
  const after: Answering[] = [];
  card?.abilities.forEach((a, index) => {
    const ir = a.ir as AbilityIR;
    const inBefore = answers(rules, ir, "before");
    const inAfter = answers(rules, ir, "after");
    if (!inBefore && !inAfter) return;
    const events = implOf({ rules }, ir.trigger!.op, "trigger").events ?? null;
    if (inBefore) before.push({ index, events });
    if (inAfter) after.push({ index, events });
  });
  return { before: windowOf(before), after: windowOf(after) };
}

/** The card's abilities answering the window ("before" or "after"): fixed per definition (most answer neither). */
function answering(env: { state: GameState; rules: GameRules }, id: CardId, when: "before" | "after"): AnswerWindow {
  const f = factsOf(env.state, id);
  f.windows ??= windowsOf(env.rules, libraryOf(env.state).compiled[env.state.cards[id]!.def]);
  // not `f.windows[when]`: a read by a name that varies costs several times more
  return when === "before" ? f.windows.before : f.windows.after;
}

const accepts = (a: Answering, type: string): boolean => a.events === null || a.events.includes(type);

/** May one of the window's abilities answer an event of this type? */
const mayAnswer = (w: AnswerWindow, type: string): boolean => w.anyType || w.types.has(type);

// Kept lists hold their argument: the rules (the same all game), never an Env, which would keep its state alive.
const answersBefore = (state: GameState, id: CardId, rules: GameRules): boolean => answering({ state, rules }, id, "before").abilities.length > 0;
const answersAfter = (state: GameState, id: CardId, rules: GameRules): boolean => answering({ state, rules }, id, "after").abilities.length > 0;
const isEvent = (state: GameState, id: CardId): boolean => factsOf(state, id).type === "event";
/** The types of event some card of a kept list may answer in a window, found for the list last asked about. */
interface Answerable {
  list: readonly CardId[] | null;
  anyType: boolean;
  types: Set<string>;
}

const answerable = (): Answerable => ({ list: null, anyType: false, types: new Set() });

// `event` tests the type first: a card drawn into hand is rarely an event, and the type is the cheaper test
const KEYS = {
  before: {
    inPlay: keptKind(PLAY_ZONES, answersBefore),
    inHand: keptKind(HAND, (state: GameState, id: CardId, rules: GameRules) => isEvent(state, id) && answersBefore(state, id, rules)),
    inPlayTypes: answerable(),
    inHandTypes: answerable(),
  },
  after: {
    inPlay: keptKind(PLAY_ZONES, answersAfter),
    inHand: keptKind(HAND, (state: GameState, id: CardId, rules: GameRules) => isEvent(state, id) && answersAfter(state, id, rules)),
    inPlayTypes: answerable(),
    inHandTypes: answerable(),
  },
};

/**
 * May some card of the kept list answer an event of this type? Most events find no card that may: one test then
 * passes over the list. The types are found again only for another list (a kept list is replaced when it changes,
 * never changed, and a copy of a record shares it until then).
 */
function someMayAnswer(env: Env, list: readonly CardId[], when: "before" | "after", type: string, found: Answerable): boolean {
  if (found.list !== list) {
    found.list = list;
    found.anyType = false;
    found.types = new Set();
    for (const id of list) {
      const w = answering(env, id, when);
      if (w.anyType) found.anyType = true;
      for (const t of w.types) found.types.add(t);
    }
  }
  return found.anyType || found.types.has(type);
}

/** Adds the card's abilities for this window that answer the event now (`lent`: those it has from other cards' game text). */
function addAnswers(env: Env, event: GameEvent, out: Answerer[], id: CardId, fromHand: boolean, when: "before" | "after", lent?: CompiledAbility[]): void {
  const abilities = factsOf(env.state, id).abilities;
  for (const a of answering(env, id, when).abilities) if (accepts(a, event.type)) consider(env, event, out, id, fromHand, abilities[a.index]!.ir as AbilityIR, a.index);
  if (!lent) return;
  const own = abilities.length;
  for (let k = 0; k < lent.length; k++) {
    const ir = lent[k]!.ir as AbilityIR;
    if (answers(env.rules, ir, when)) consider(env, event, out, id, fromHand, ir, own + k);
  }
}

function consider(env: Env, event: GameEvent, out: Answerer[], id: CardId, fromHand: boolean, ir: AbilityIR, index: number): void {
  if (fromHand && (ir.kind !== "response" || !playableFromHand(env, id))) return;
  // the owner's, unless `triggers` gives it to another player: a site's "you" is whose action the event is (impl/rules.ts)
  const at = withSource(env, id);
  if (triggers(at, ir, event)) out.push({ id, index, fromHand, player: at.controller, response: ir.kind === "response" });
}

/** Every ability that answers the event now (in play, or a response event playable from hand): cards in play in creation order, then hands. */
function answerers(env: Env, event: GameEvent, when: "before" | "after"): Answerer[] {
  const out: Answerer[] = [];
  const keys = when === "before" ? KEYS.before : KEYS.after;
  const lent = lentAbilities(env);
  const inPlay = keptCards(env.state, keys.inPlay, env.rules);
  // with nothing lent, a card in play answers only with its own abilities
  const passOver = lent.size === 0 && !someMayAnswer(env, inPlay, when, event.type, keys.inPlayTypes);
  for (const id of passOver ? NO_CARDS : lent.size ? withBorrowers(inPlay, lent) : inPlay) {
    const lentHere = lent.size ? lent.get(id) : undefined;
    // a card none of whose abilities takes this type of event is passed over (lent abilities are looked at in full)
    if (!lentHere && !mayAnswer(answering(env, id, when), event.type)) continue;
    if (isActive(env, id) && !modifiedFlag(env, id, NO_GAME_TEXT, false)) addAnswers(env, event, out, id, false, when, lentHere);
  }
  const fromHand = keptCards(env.state, keys.inHand, env.rules);
  if (fromHand.length === 0 || !someMayAnswer(env, fromHand, when, event.type, keys.inHandTypes)) return out;
  for (const p of env.state.players)
    for (const id of p.zones[ZONES.hand] ?? []) if (fromHand.includes(id) && mayAnswer(answering(env, id, when), event.type)) addAnswers(env, event, out, id, true, when);
  return out;
}

// Hot functions here and in the engine keep their closures in helpers like this one: a closure that reads a function's
// variables makes V8 allocate those variables' context on every call, whether or not the closure is made.
/** The cards in play, then those answering only with abilities lent by another card's game text. */
function withBorrowers(inPlay: readonly CardId[], lent: ReadonlyMap<CardId, unknown>): readonly CardId[] {
  const out = inPlay.slice();
  for (const id of lent.keys()) if (!inPlay.includes(id)) out.push(id);
  return out;
}

/** One event's window: the environment and the event its answers answer. */
interface EventWindow {
  env: Env;
  event: GameEvent;
}

const abilityKey = (env: Env, a: Answerer): string => `${env.state.cards[a.id]!.def}:${a.index}`;

/** The game's part of a window (runtime/engine/windows.ts): copies of one ability are one key, an answer's option names the card too. */
const WINDOW: WindowRules<EventWindow, Answerer> = {
  chooser: (x) => x.env.chooser,
  key: (x, a) => abilityKey(x.env, a),
  label: (x, a) => `${a.id}:${abilityKey(x.env, a)}`,
  resolve: (x, a) => run(x.env, a, x.event),
};

/**
 * Runs what answers an event. Simultaneous answers resolve player by player, the Free Peoples player
 * first, then the Shadow player. A player's answers come in creation order (a card's abilities in
 * printed order), responses each offered as a yes/no decision, except that a player with several
 * different triggers chooses the order in which they fill the triggers' places.
 */
export function respond(env: Env, event: GameEvent, when: "before" | "after"): void {
  if (when === "after") noteHappened(env.state, event.type);
  if (depth > 4) return; // responses to responses to …: stop well before any loop
  depth++;
  try {
    if (when === "after") fireAwaited(env, event);
    const all = answerers(env, event, when);
    if (all.length === 0) return;
    resolveWindow({ env, event }, all, answeringOrder(env), WINDOW);
  } finally {
    depth--;
  }
}

/** The players in the order their answers resolve: the Free Peoples player, then the others. */
function answeringOrder(env: Env): string[] {
  const fp = lotr(env.state).freePeoples;
  const out = [fp];
  for (const p of env.state.players) if (p.id !== fp) out.push(p.id);
  return out;
}

/** Resolves one answer, checking again that it still applies (earlier answers may have changed the game). */
function run(env: Env, a: Answerer, event: GameEvent): void {
  const { id, index, fromHand } = a;
  const ability = abilityAt(env, id, index)!;
  const ir = ability.ir as AbilityIR;
  if (fromHand ? env.state.cards[id]!.zone !== ZONES.hand || !playableFromHand(env, id) : !isActive(env, id)) return;
  const at = withSource(env, id);
  const bindings = triggers(at, ir, event);
  if (!bindings) return;
  at.bindings = { ...bindings };
  if (a.response) {
    if (!canUse(at, ability)) return;
    const purpose = `respond:${env.state.cards[id]!.def}:${index}:${event.type}`;
    if (!env.chooser.yesNo({ kind: "yes-no", player: at.controller, purpose, source: id })) return;
  }
  fire(at, id, ability, fromHand);
}

function fire(env: Env, id: CardId, ability: CompiledAbility, fromHand: boolean): void {
  if (!fromHand) {
    useAbility(env, ability);
    return;
  }
  // its requirements held when it was offered (`run` checked `canUse`)
  resolvePaidEvent(env, id, env.controller, ability, true);
}
