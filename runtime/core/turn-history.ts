/**
 * What happened this turn: how many times each kind of event has happened since the turn began. Conditions over
 * the turn's history (`the fellowship has moved more than once this turn`) and turn limits read it; a game's
 * engine notes each event that happens. The record belongs to one turn: a later turn reads it as empty, so
 * nothing has to reset it. It is replaced, never changed in place, because copied states share it.
 */
import type { GameState } from "./state.ts";

export interface TurnHistory {
  readonly turn: number;
  /** Times each event type happened this turn. */
  readonly counts: Readonly<Record<string, number>>;
}

export function emptyHistory(turn: number): TurnHistory {
  return { turn, counts: {} };
}

/** Notes that an event of `type` happened (now, in the state's current turn). */
export function noteHappened(state: GameState, type: string): void {
  const h = state.thisTurn;
  const counts: Record<string, number> = h && h.turn === state.turn ? { ...h.counts } : {};
  counts[type] = (counts[type] ?? 0) + 1;
  state.thisTurn = { turn: state.turn, counts };
}

/** How many times an event of `type` has happened this turn. */
export function timesThisTurn(state: GameState, type: string): number {
  const h = state.thisTurn;
  // a state saved before the field was kept has none
  return h && h.turn === state.turn ? (h.counts[type] ?? 0) : 0;
}
