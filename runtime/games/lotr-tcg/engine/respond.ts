/**
 * Triggers and responses (the GameRules `respond` hook): when an event is about to happen
 * ("before") or has happened ("after"), every active card's matching trigger runs, and each
 * matching response is offered to its controller as a yes/no decision. Response events may also
 * be played from hand, paying their twilight cost. Simultaneous answers: the Free Peoples player's
 * first, then the Shadow player's; each player orders their own triggers (`trigger-order`).
 */
import { withSource, type Env } from "../../../core/env.ts";
import { useAbility } from "../../../core/context.ts";
import type { GameEvent } from "../../../core/events.ts";
import type { CompiledAbility, CompiledCard } from "../../../core/handlers.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { triggers } from "../../../core/statics.ts";
import { fireAwaited } from "../../../core/awaited.ts";
import { implOf } from "../../../core/env.ts";
import { cardsIn, cardsInZones } from "../../../core/state.ts";
import { addTwilight, removeTwilight, twilight } from "../state/actions.ts";
import { resolveEvent } from "../state/play.ts";
import { lotr, PLAY_ZONES, ZONES } from "../state/game.ts";
import { cardType, sideOf, twilightCost } from "../state/stats.ts";
import { abilityAt, canUse, lentAbilities } from "./abilities.ts";
import { isActive, libraryOf } from "./library.ts";
import { modifiedFlag } from "../../../core/modifiers.ts";
import { NO_GAME_TEXT } from "../impl/effects-return-to-master.ts";

let depth = 0;

/** Card ids in a stable order (creation order). */
export function byId(ids: string[]): string[] {
  return [...ids].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

function answers(env: Env, ir: AbilityIR, when: "before" | "after"): boolean {
  if (!ir.trigger || (ir.kind !== "trigger" && ir.kind !== "response")) return false;
  const before = !!implOf(env, ir.trigger.op, "trigger").before;
  return before === (when === "before");
}

/** Can this hand card (a response event) be played now by its owner? */
function playableFromHand(env: Env, id: string): boolean {
  const owner = env.state.cards[id]!.owner;
  const shadowSide = owner !== lotr(env.state).freePeoples;
  if ((sideOf(env, id) === "shadow") !== shadowSide) return false;
  return !shadowSide || twilight(env) >= twilightCost(env, id);
}

/** A card ability answering an event: a trigger, or a response offered to its controller. */
interface Answerer {
  id: string;
  index: number;
  fromHand: boolean;
  player: string;
  response: boolean;
}

// Which windows ("before", "after") each compiled card has triggers or responses for: most cards answer neither.
const windowsOf = new WeakMap<CompiledCard, Set<string>>();

function answersIn(env: Env, card: CompiledCard | undefined, when: "before" | "after"): boolean {
  if (!card) return false;
  let w = windowsOf.get(card);
  if (!w) {
    w = new Set();
    for (const a of card.abilities) for (const t of ["before", "after"] as const) if (answers(env, a.ir as AbilityIR, t)) w.add(t);
    windowsOf.set(card, w);
  }
  return w.has(when);
}

/** Every ability that answers the event now (in play, or a response event playable from hand), in creation order. */
function answerers(env: Env, event: GameEvent, when: "before" | "after"): Answerer[] {
  const lib = libraryOf(env.state);
  const out: Answerer[] = [];
  const answering = (id: string) => answersIn(env, lib.compiled[env.state.cards[id]!.def], when);
  const inHand = env.state.players.flatMap((p) => cardsIn(env.state, p.id, ZONES.hand).filter((id) => answering(id) && cardType(env, id) === "event"));
  const inPlay = cardsInZones(env.state, PLAY_ZONES).filter((id) => answering(id) && isActive(env, id) && !modifiedFlag(env, id, NO_GAME_TEXT, false));
  const active = new Set(inPlay);
  const lent = lentAbilities(env);
  for (const id of lent.keys()) if (!active.has(id) && isActive(env, id)) inPlay.push(id), active.add(id);
  for (const id of [...inPlay, ...inHand]) {
    const fromHand = !active.has(id);
    const own = lib.compiled[env.state.cards[id]!.def]?.abilities ?? [];
    [...own, ...(fromHand ? [] : (lent.get(id) ?? []))].forEach((ability, index) => {
      const ir = ability.ir as AbilityIR;
      if (!answers(env, ir, when)) return;
      if (fromHand && (ir.kind !== "response" || !playableFromHand(env, id))) return;
      const at = withSource(env, id);
      if (triggers(at, ir, event)) out.push({ id, index, fromHand, player: at.controller, response: ir.kind === "response" });
    });
  }
  return out;
}

/**
 * Runs what answers an event. Simultaneous answers resolve player by player, the Free Peoples player
 * first, then the Shadow player. A player's answers come in creation order (a card's abilities in
 * printed order), responses each offered as a yes/no decision, except that a player with several
 * different triggers chooses the order in which they fill the triggers' places.
 */
export function respond(env: Env, event: GameEvent, when: "before" | "after"): void {
  if (depth > 4) return; // responses to responses to …: stop well before any loop
  depth++;
  try {
    if (when === "after") fireAwaited(env, event);
    const all = answerers(env, event, when);
    if (all.length === 0) return;
    const fp = lotr(env.state).freePeoples;
    for (const p of [fp, ...env.state.players.map((x) => x.id).filter((x) => x !== fp)]) {
      const mine = all.filter((a) => a.player === p);
      const triggersLeft = mine.filter((a) => !a.response);
      for (const a of mine) {
        if (a.response) run(env, a, event);
        else {
          const i = triggersLeft.length > 1 && !sameAbility(env, triggersLeft) ? orderChoice(env, p, triggersLeft) : 0;
          run(env, triggersLeft.splice(i, 1)[0]!, event);
        }
      }
    }
  } finally {
    depth--;
  }
}

const abilityKey = (env: Env, a: Answerer): string => `${env.state.cards[a.id]!.def}:${a.index}`;

/** All copies of one ability: the order they resolve in makes no difference worth asking about. */
function sameAbility(env: Env, list: Answerer[]): boolean {
  return list.every((a) => abilityKey(env, a) === abilityKey(env, list[0]!));
}

/** The player picks which of their simultaneous triggers resolves next. */
function orderChoice(env: Env, player: string, list: Answerer[]): number {
  const options = list.map((a) => `${a.id}:${abilityKey(env, a)}`);
  const i = env.chooser.option({ kind: "option", player, purpose: "trigger-order", options });
  return i >= 0 && i < list.length ? i : 0;
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
    if (!env.chooser.yesNo({ kind: "yes-no", player: at.controller, purpose })) return;
  }
  fire(at, id, ability, fromHand);
}

function fire(env: Env, id: string, ability: CompiledAbility, fromHand: boolean): void {
  if (!fromHand) {
    useAbility(env, ability);
    return;
  }
  const cost = twilightCost(env, id);
  if (sideOf(env, id) === "shadow") removeTwilight(env, cost);
  else addTwilight(env, cost);
  resolveEvent(env, id, env.controller, () => useAbility(env, ability));
}
