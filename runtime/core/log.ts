/** The event log: an append-only list of plain records, enough to follow (and replay) a game. */
import type { GameState } from "./state.ts";

export interface LogEntry {
  seq: number;
  type: string;
  [field: string]: unknown;
}

/** Appends an entry: `data` (a fresh object, kept as the entry) with `seq` and `type` set. */
export function log(state: GameState, type: string, data: Record<string, unknown> = {}): void {
  const e = data as LogEntry;
  e.seq = state.log.length + 1;
  e.type = type;
  state.log.push(e);
}
