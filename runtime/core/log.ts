/** The event log: an append-only list of plain records, enough to follow (and replay) a game. */
import type { GameState } from "./state.ts";

export interface LogEntry {
  seq: number;
  type: string;
  [field: string]: unknown;
}

/** The `seq` of the next entry. */
export const nextSeq = (state: GameState): number => state.log.length + 1;

/**
 * Appends an entry, made whole where it is written: `{ …fields, seq: nextSeq(state), type }` (the JSON of every entry
 * has its fields, then `seq` and `type`). Setting `seq` and `type` on the fields here instead added two properties to
 * objects of many shapes, a slow store each and often a larger object: 2% of a game's instructions for a third of
 * its entries.
 */
export function log(state: GameState, e: LogEntry): void {
  state.log.push(e);
}
