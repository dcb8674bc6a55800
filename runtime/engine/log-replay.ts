/**
 * Replaying a game from its log: the player actions a game logs, and the `answer` entries the kernel's choosers log
 * (core/decisions.ts `logAnswer`), taken in the log's order, up to the log's last choice.
 */
import type { Decision } from "../core/decisions.ts";
import type { LogEntry } from "../core/log.ts";
import type { CardId } from "../core/state.ts";
import type { UnitAction, UnitProtocol } from "./units.ts";

/** A card id as a log has it: a number, or a string of digits in logs written before ids were numbers. */
export const logId = (v: unknown): unknown => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v);

/**
 * Plays on from `state` the choices `entries` record: `actionOf` reads the player action an entry records (null for
 * an entry that is not one). Throws when the log does not fit the game (another game's log, or other options).
 */
export function replayEntries<S, A extends UnitAction, X>(p: UnitProtocol<S, A, X>, isOver: (s: S) => boolean, state: S, entries: readonly LogEntry[], actionOf: (e: LogEntry) => A | null): S {
  let s = state;
  for (const e of entries) {
    const action = e.type === "answer" ? null : actionOf(e);
    if (e.type !== "answer" && action === null) continue;
    if (isOver(s)) throw new Error(`log entry ${e.seq} comes after the end of the game`);
    const d = p.pendingDecision(s);
    if ((e.type === "answer") !== (d !== null)) throw new Error(`log entry ${e.seq} (${e.type}) does not fit: the game ${d ? `asks ${d.player} to decide (${d.purpose})` : "waits for a player action"}`);
    try {
      s = d ? applyAnswer(p, s, d, e) : p.apply(s, action!);
    } catch (err) {
      throw new Error(`log entry ${e.seq} (${e.type}) does not fit: ${(err as Error).message}`);
    }
  }
  return s;
}

/** Applies the answer an `answer` entry records to the pending decision `d` (a card answer one card at a time, then `done` if needed). */
function applyAnswer<S, A extends UnitAction, X>(p: UnitProtocol<S, A, X>, state: S, d: Decision & { partial: CardId[] }, e: LogEntry): S {
  const player = d.player;
  if (d.kind === "yes-no") return p.apply(state, { type: e.answer ? "yes" : "no", player } as A);
  if (d.kind === "option") {
    const index = Number(e.answer);
    return p.apply(state, { type: "option", player, index, label: d.options[index] ?? "" } as unknown as A);
  }
  const picks = ((e.answer ?? []) as unknown[]).map(logId) as CardId[];
  let s = state;
  for (const card of picks) if (!d.partial.includes(card)) s = p.apply(s, { type: "choose", player, card } as unknown as A);
  // still this decision (the picks did not complete it): the player said done
  const now = p.pendingDecision(s);
  return now && now.purpose === d.purpose && now.partial.length === picks.length ? p.apply(s, { type: "done", player } as A) : s;
}
