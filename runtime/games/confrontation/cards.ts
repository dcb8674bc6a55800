/**
 * Card definitions in the shape `cardc build` emits for this game (see classic-cards.ts), and lookups.
 * Frodo is found by title, not id, so that the victory rules do not depend on how a set numbers its cards.
 */
import type { AbilityIR, PhraseCall } from "../../core/ir.ts";
import type { Side } from "./board.ts";
import { classicCards } from "./classic-cards.ts";

export interface CardDef {
  id: string;
  title: string;
  subtitle: string | null;
  side: Side | string;
  /** `character` or `combat-card`. */
  type: string;
  strength: number | null;
  /** A strength card's might (its number); null on a text card. */
  might: number | null;
  text: string;
  abilities: AbilityIR[];
}

export type { AbilityIR, PhraseCall };

const byId = new Map(classicCards.map((c) => [c.id, c]));

export function cardDef(id: string | null | undefined): CardDef | undefined {
  return id == null ? undefined : byId.get(id);
}

export function titleOf(id: string | null | undefined): string {
  const d = cardDef(id);
  return d ? (d.type === "combat-card" && d.might !== null ? `${d.title} (${d.side})` : d.title) : "a hidden character";
}

export const charactersOf = (side: Side): CardDef[] => classicCards.filter((c) => c.type === "character" && c.side === side);
export const combatCardsOf = (side: Side): CardDef[] => classicCards.filter((c) => c.type === "combat-card" && c.side === side);

/** The Ring-bearer whose fate decides the game. */
export const RING_BEARER = "Frodo";
const ringBearers = new Set(classicCards.filter((c) => c.title === RING_BEARER).map((c) => c.id));
export const isRingBearer = (card: string | null | undefined): boolean => card != null && ringBearers.has(card);

/** A text card is a combat card without a value. */
export const isTextCard = (card: string | null | undefined): boolean => {
  const d = cardDef(card);
  return !!d && d.type === "combat-card" && d.might === null;
};
