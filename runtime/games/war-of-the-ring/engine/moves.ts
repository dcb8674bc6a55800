/** The actions a deck may take in the action step (digest §5.2), and carrying them out. */
import { withSource, type Env } from "../../../core/env.ts";
import type { CompiledAbility } from "../../../core/handlers.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { modifiedFlag, modifiedValue } from "../../../core/modifiers.ts";
import { cardsIn, keptCards, keptKind, type CardId } from "../../../core/state.ts";
import { cycle, cycleFromHand, draw, eliminate, winnow } from "../state/actions.ts";
import { carryOverLimitProp, controllerOf, deckSeat, zoneSize, PLAY_ZONES, PROPS, wotr, ZONES } from "../state/game.ts";
import { moveDestinations, moveToLocation, playCard, playDestinations, usable } from "../state/play.ts";
import { useCardAbility } from "../state/each-player.ts";
import { enemiesOf } from "../state/players.ts";
import { abilitiesOf, hasActions } from "./library.ts";
import type { Action } from "./types.ts";

/** Safety bound: after this many actions in one action step a deck may always pass. */
export const MAX_ACTIONS_PER_STEP = 200;

export const CARRY_OVER_LIMIT = 2;

export function carryOverLimit(env: Env, p: string): number {
  return modifiedValue(env, null, carryOverLimitProp(p), CARRY_OVER_LIMIT);
}

export const handSize = (env: Env, p: string): number => zoneSize(env.state, p, ZONES.hand);

/** May the deck pass: its hand within its carry-over limit, or smaller than every enemy deck's hand. */
export function mayPass(env: Env, p: string): boolean {
  const n = handSize(env, p);
  if (n === 0 || n <= carryOverLimit(env, p)) return true;
  const enemies = enemiesOf(env.state, p);
  return enemies.length > 0 && enemies.every((e) => n < handSize(env, e));
}

/** Is the ability an `Action` ability (a card action offered in the action step)? */
export function isCardAction(ir: AbilityIR): boolean {
  if (ir.kind === "activated") return true;
  const t = ir.timings as string[] | undefined;
  return Array.isArray(t) && t.includes("action");
}

// by a definition's compiled abilities (never changed): the indices of its `Action` abilities
const cardActions = new WeakMap<readonly CompiledAbility[], readonly number[]>();
function cardActionsOf(abilities: readonly CompiledAbility[]): readonly number[] {
  let r = cardActions.get(abilities);
  if (!r) {
    const found: number[] = [];
    abilities.forEach((a, i) => {
      if (isCardAction((a.ir ?? {}) as AbilityIR)) found.push(i);
    });
    cardActions.set(abilities, (r = found));
  }
  return r;
}

/** May the deck use its Ring token now? */
export function mayUseRing(env: Env, p: string): boolean {
  const ext = wotr(env.state);
  const rule = deckSeat(env.state, p)?.ring ?? "none";
  if (rule === "trilogy") return (ext.ring[p] ?? 0) > 0;
  if (rule === "duel") return ext.ringUsedRound[p] !== ext.round;
  return false;
}

/** The cards in play with an Action ability (kept up to date by the core's card index). */
const WITH_ACTIONS = keptKind<null>(PLAY_ZONES, (state, id) => hasActions(state, id));

export function playerActions(env: Env, p: string): Action[] {
  const out: Action[] = [];
  const ext = wotr(env.state);
  const hand = cardsIn(env.state, p, ZONES.hand);
  if (ext.actions < MAX_ACTIONS_PER_STEP) {
    const at = withSource(env, null, p);
    for (const id of hand) for (const to of playDestinations(at, p, id)) out.push({ type: "play", player: p, card: id, to });
    for (const id of cardsIn(env.state, p, ZONES.reserve)) for (const to of moveDestinations(at, p, id)) out.push({ type: "move", player: p, card: id, to });
    for (const id of keptCards(env.state, WITH_ACTIONS, null)) {
      // a card's Action is its controller's: an item's, its wielder's controller's (a teammate's Lembas on his Hobbit)
      if (controllerOf(env.state, id) !== p) continue;
      if (ext.usedActions.includes(id) && modifiedFlag(env, id, PROPS.actionOncePerRound, false)) continue;
      const abilities = abilitiesOf(env, id);
      for (const i of cardActionsOf(abilities)) if (usable(withSource(env, id, p), abilities[i]!)) out.push({ type: "use", player: p, card: id, ability: i });
    }
    if (mayUseRing(env, p)) out.push({ type: "ring", player: p });
    if (hand.length >= 2) out.push({ type: "winnow", player: p });
    for (const id of hand) out.push({ type: "cycle", player: p, card: id });
  }
  if (ext.actions >= MAX_ACTIONS_PER_STEP || mayPass(env, p) || out.length === 0) out.push({ type: "pass", player: p });
  return out;
}

/** Uses the deck's Ring token: Trilogy, draw 2 and the token is spent; Duel, draw 3 then eliminate 1 and cycle 1 from hand (once a round). */
export function useRing(env: Env, p: string): void {
  const ext = wotr(env.state);
  const rule = deckSeat(env.state, p)?.ring ?? "none";
  log(env.state, { player: p, rule, seq: nextSeq(env.state), type: "ring" });
  if (rule === "trilogy") {
    ext.ring[p] = 0;
    draw(env, p, 2);
    return;
  }
  ext.ringUsedRound[p] = ext.round;
  draw(env, p, 3);
  const hand = cardsIn(env.state, p, ZONES.hand);
  if (hand.length > 0) {
    const [c] = env.chooser.cards({ kind: "cards", player: p, purpose: "ring-eliminate", options: hand, min: 1, max: 1 });
    const id: CardId = c !== undefined && hand.includes(c) ? c : hand[0]!;
    eliminate(env, id);
  }
  cycleFromHand(env, p, 1, "ring-cycle");
}

/** Carries out a legal action (not a pass). */
export function perform(env: Env, a: Action): void {
  const pe = withSource(env, null, a.player);
  switch (a.type) {
    case "play":
      return playCard(pe, a.player, a.card, a.to);
    case "move":
      return moveToLocation(pe, a.player, a.card, a.to);
    case "cycle":
      return cycle(pe, a.card);
    case "winnow":
      winnow(pe, a.player);
      return;
    case "use": {
      const ability = abilitiesOf(env, a.card)[a.ability];
      wotr(env.state).usedActions.push(a.card);
      if (ability) useCardAbility(withSource(env, a.card, a.player), ability);
      return;
    }
    case "ring":
      return useRing(pe, a.player);
    default:
      return;
  }
}
