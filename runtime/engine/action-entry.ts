/** The log entry of a player action, as the games' units write it before performing the action. */
import { nextSeq, type LogEntry } from "../core/log.ts";
import type { GameState } from "../core/state.ts";
import type { UnitAction } from "./units.ts";

/**
 * The entry's own `type` is "action"; the action's type is kept as `action`, then the action's other fields in
 * their order, then `seq` (`seq`: the entry's, when the caller has it) and `type` (made field by field: a rest
 * spread costs some 900 instructions).
 */
export function actionEntry(state: GameState, a: UnitAction, seq: number = nextSeq(state)): LogEntry {
  const e: Record<string, unknown> = { action: a.type };
  for (const k in a) if (k !== "type") e[k] = (a as unknown as Record<string, unknown>)[k];
  e.seq = seq;
  e.type = "action";
  return e as LogEntry;
}
