/**
 * Game events: what triggers and responses look at. An "is about to" event is announced into
 * `state.pending` first, so responses can prevent or replace it, and is carried out afterwards.
 */
import { log, nextSeq } from "./log.ts";
import type { CardId, GameState } from "./state.ts";

export interface GameEvent {
  id: number;
  /** `wound`, `play`, `discard`, `exert`, `heal`, `die`, `start-of-phase` … */
  type: string;
  /** Cards it concerns. */
  cards: CardId[];
  player?: string;
  /** The card whose ability caused it. */
  source?: CardId | null;
  amount?: number;
  /** Phase when it happened. */
  phase?: string | null;
  prevented?: boolean;
  /** Replaced by something else ("add a burden instead"). */
  replaced?: boolean;
  data?: Record<string, unknown>;
}

/** Numbers an event (`e`, a fresh object, becomes the event) and notes the phase. */
export function makeEvent(state: GameState, e: Omit<GameEvent, "id">): GameEvent {
  const out = e as GameEvent;
  out.phase = e.phase ?? state.phase;
  out.id = state.nextId++;
  return out;
}

/** Puts an event in the "is about to" window. */
export function announce(state: GameState, e: GameEvent): GameEvent {
  state.pending.push(e);
  log(state, { event: e.type, cards: e.cards, seq: nextSeq(state), type: "about-to" });
  return e;
}

/** Closes the window; returns whether the event still happens. */
export function settle(state: GameState, e: GameEvent): boolean {
  state.pending = state.pending.filter((p) => p.id !== e.id);
  if (e.prevented || e.replaced) log(state, { event: e.type, cards: e.cards, seq: nextSeq(state), type: e.prevented ? "prevented" : "replaced" });
  return !e.prevented && !e.replaced;
}

export function pendingEvent(state: GameState, id: number): GameEvent | undefined {
  return state.pending.find((p) => p.id === id);
}
