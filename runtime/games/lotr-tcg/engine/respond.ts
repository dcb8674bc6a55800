/**
 * Triggers and responses (the GameRules `respond` hook): when an event is about to happen
 * ("before") or has happened ("after"), every active card's matching trigger runs, and each
 * matching response is offered to its controller as a yes/no decision. Response events may also
 * be played from hand, paying their twilight cost.
 */
import { withSource, type Env } from "../../../core/env.ts";
import { useAbility } from "../../../core/context.ts";
import type { GameEvent } from "../../../core/events.ts";
import type { CompiledAbility, CompiledCard } from "../../../core/handlers.ts";
import type { GameRules } from "../../../core/impl.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { triggers } from "../../../core/statics.ts";
import { implOf } from "../../../core/env.ts";
import { cardsIn, cardsInZones } from "../../../core/state.ts";
import { addTwilight, discard, removeTwilight, twilight } from "../state/actions.ts";
import { lotr, PLAY_ZONES, ZONES } from "../state/game.ts";
import { cardType, sideOf, twilightCost } from "../state/stats.ts";
import { canUse } from "./abilities.ts";
import { isActive, libraryOf } from "./library.ts";

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

type Reacting = Record<"before" | "after", number[]>;
// Which abilities of a card answer "before" / "after" events: fixed for a card and the rules' triggers.
const reacting = new WeakMap<CompiledCard, { rules: GameRules; at: Reacting }>();

/** Indexes of the card's trigger and response abilities that answer events at `when`. */
function reactingAbilities(env: Env, compiled: CompiledCard | undefined, when: "before" | "after"): readonly number[] {
  if (!compiled) return [];
  let known = reacting.get(compiled);
  if (!known || known.rules !== env.rules) {
    const at: Reacting = { before: [], after: [] };
    compiled.abilities.forEach((a, i) => {
      if (answers(env, a.ir as AbilityIR, "before")) at.before.push(i);
      if (answers(env, a.ir as AbilityIR, "after")) at.after.push(i);
    });
    reacting.set(compiled, (known = { rules: env.rules, at }));
  }
  return known.at[when];
}

/** Can this hand card (a response event) be played now by its owner? */
function playableFromHand(env: Env, id: string): boolean {
  const owner = env.state.cards[id]!.owner;
  const shadowSide = owner !== lotr(env.state).freePeoples;
  if ((sideOf(env, id) === "shadow") !== shadowSide) return false;
  return !shadowSide || twilight(env) >= twilightCost(env, id);
}

export function respond(env: Env, event: GameEvent, when: "before" | "after"): void {
  if (depth > 4) return; // responses to responses to …: stop well before any loop
  depth++;
  try {
    const lib = libraryOf(env.state);
    const cards = env.state.cards;
    // Only cards with abilities answering now matter: active ones (in play, creation order), then events in hand.
    const answering = (id: string) => reactingAbilities(env, lib.compiled[cards[id]!.def], when).length > 0;
    const inPlay = cardsInZones(env.state, PLAY_ZONES).filter((id) => answering(id) && isActive(env, id));
    const inHand = env.state.players.flatMap((p) => cardsIn(env.state, p.id, ZONES.hand).filter((id) => answering(id) && cardType(env, id) === "event"));
    const active = new Set(inPlay);
    for (const id of [...inPlay, ...inHand]) {
      const fromHand = !active.has(id);
      const compiled = lib.compiled[env.state.cards[id]!.def]!;
      for (const i of reactingAbilities(env, compiled, when)) {
        const ability = compiled.abilities[i]!;
        const ir = ability.ir as AbilityIR;
        if (fromHand && (ir.kind !== "response" || env.state.cards[id]!.zone !== ZONES.hand || !playableFromHand(env, id))) continue;
        if (!fromHand && !isActive(env, id)) continue;
        const at = withSource(env, id);
        const bindings = triggers(at, ir, event);
        if (!bindings) continue;
        at.bindings = { ...bindings };
        if (ir.kind === "response") {
          if (!canUse(at, ability)) continue;
          const purpose = `respond:${env.state.cards[id]!.def}:${i}:${event.type}`;
          if (!env.chooser.yesNo({ kind: "yes-no", player: at.controller, purpose })) continue;
        }
        fire(at, id, ability, fromHand);
      }
    }
  } finally {
    depth--;
  }
}

function fire(env: Env, id: string, ability: CompiledAbility, fromHand: boolean): void {
  if (fromHand) {
    const cost = twilightCost(env, id);
    if (sideOf(env, id) === "shadow") removeTwilight(env, cost);
    else addTwilight(env, cost);
    discard(env, id);
  }
  useAbility(env, ability);
}
