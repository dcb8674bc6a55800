/**
 * What happened this turn: how many times each kind of event has happened since the turn began. Conditions over
 * the turn's history (`the fellowship has moved more than once this turn`) and turn limits read it; a game's
 * engine notes each event that happens. The record belongs to one turn: a later turn reads it as empty, so
 * nothing has to reset it.
 *
 * Copied states share the record, so it is copy-on-write: the state that made the record last (its owner) counts in
 * place, every other state makes its own first. A copy of a state says so (`historyShared`): from then on the owner
 * too makes a new record before counting, and the copy keeps the counts it was made with. One owner is kept, not one
 * per state: a game being played notes event after event in one state.
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

let owned: TurnHistory | null = null;
let owner: GameState | null = null;

/** Notes that an event of `type` happened (now, in the state's current turn). */
export function noteHappened(state: GameState, type: string): void {
  const h = state.thisTurn;
  const current = h && h.turn === state.turn;
  if (current && h === owned && state === owner) {
    const counts = h.counts as Record<string, number>;
    counts[type] = (counts[type] ?? 0) + 1;
    return;
  }
  const counts: Record<string, number> = current ? { ...h.counts } : {};
  counts[type] = (counts[type] ?? 0) + 1;
  state.thisTurn = owned = { turn: state.turn, counts };
  owner = state;
}

/** The state's turn history is now shared with a copy (or a view): neither may count in place any more. */
export function historyShared(state: GameState): void {
  if (state.thisTurn === owned) owned = owner = null;
}

/** How many times an event of `type` has happened this turn. */
export function timesThisTurn(state: GameState, type: string): number {
  const h = state.thisTurn;
  // a state saved before the field was kept has none
  return h && h.turn === state.turn ? (h.counts[type] ?? 0) : 0;
}
