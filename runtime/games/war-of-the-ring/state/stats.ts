/**
 * Icons as combat counts them: a card's printed icon with the modifiers in force (core `modifiedValue`), plus the icons
 * of the items it wields and the combat tokens on it (a token on a card is part of that card).
 */
import type { Env } from "../../../core/env.ts";
import { modifiedValue } from "../../../core/modifiers.ts";
import { cardsOn, tokens, type CardId } from "../../../core/state.ts";
import { cardFlag } from "./actions.ts";
import { factionOf, printedStat, PROPS, supportedByProp } from "./game.ts";

/** One icon of a card alone (modifiers in force), never below 0. */
export function iconOf(env: Env, id: CardId, prop: string): number {
  return Math.max(0, modifiedValue(env, id, prop, printedStat(env, id, prop)));
}

/** An icon of a card with its items'. */
export function iconWithItems(env: Env, id: CardId, prop: string): number {
  let n = iconOf(env, id, prop);
  for (const it of cardsOn(env.state, id)) n += iconOf(env, it, prop);
  return n;
}

/** Path defence: shields, with its items' and its defence tokens. */
export const pathShields = (env: Env, id: CardId): number => iconWithItems(env, id, PROPS.shields) + tokens(env.state, id, "defence");
/** Path attack: skulls, with its items' and its attack tokens. */
export const pathSkulls = (env: Env, id: CardId): number => iconWithItems(env, id, PROPS.skulls) + tokens(env.state, id, "attack");

/** Battleground attack: plain icons, leadership ones when supported, items', attack tokens. */
export function bgAttack(env: Env, id: CardId, supported: boolean): number {
  return iconWithItems(env, id, PROPS.attack) + (supported ? iconWithItems(env, id, PROPS.leaderAttack) : 0) + tokens(env.state, id, "attack");
}

export function bgDefence(env: Env, id: CardId, supported: boolean): number {
  return iconWithItems(env, id, PROPS.defence) + (supported ? iconWithItems(env, id, PROPS.leaderDefence) : 0) + tokens(env.state, id, "defence");
}

/** Has the card leadership icons (so it wants an army's support)? */
export const hasLeadership = (env: Env, id: CardId): boolean => iconWithItems(env, id, PROPS.leaderAttack) + iconWithItems(env, id, PROPS.leaderDefence) > 0;

/** May this army support this character: the same faction (and owner), or a faction the character's text allows (a teammate's army too). */
export function maySupport(env: Env, army: CardId, character: CardId): boolean {
  const fa = factionOf(env, army);
  if (fa === null) return false;
  const a = env.state.cards[army]!;
  const c = env.state.cards[character]!;
  if (fa === factionOf(env, character) && a.owner === c.owner) return true;
  return cardFlag(env, character, supportedByProp(fa));
}

/** A location's own shields (defence icons) with modifiers, and its defence tokens. */
export const locationShields = (env: Env, id: CardId): number => iconOf(env, id, PROPS.shields);
