/** The event log: an append-only list of plain records, enough to follow (and replay) a game. */
import type { GameState } from "./state.ts";

export interface LogEntry {
  seq: number;
  type: string;
  [field: string]: unknown;
}

export function log(state: GameState, type: string, data: Record<string, unknown> = {}): void {
  state.log.push({ ...data, seq: state.log.length + 1, type });
}
