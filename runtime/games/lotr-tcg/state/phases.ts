/**
 * Phase and skirmish bookkeeping the turn structure will call: entering a phase ends the previous
 * phase's modifiers and starts `until the <phase> phase` ones' expiry; ending a skirmish ends
 * skirmish-long modifiers.
 */
import type { Env } from "../../../core/env.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { expireModifiers } from "../../../core/modifiers.ts";
import { lotr, type SkirmishState } from "./game.ts";
import type { CardId } from "../../../core/state.ts";

export function enterPhase(env: Env, phase: string): void {
  if (env.state.phase) expireModifiers(env.state, { kind: "end-of-phase" });
  expireModifiers(env.state, { kind: "start-of-phase", phase });
  env.state.phase = phase;
  lotr(env.state).phaseEnded = false;
  log(env.state, { phase, seq: nextSeq(env.state), type: "phase-start" });
}

/**
 * Marks the current phase ended: false when it had ended already, or no phase has started (a phase ends once). A
 * field, not a look back through the log for the phase's start: that read a field of entries of many shapes.
 */
export function endsPhase(env: Env): boolean {
  const ext = lotr(env.state);
  if (!env.state.phase || ext.phaseEnded) return false;
  ext.phaseEnded = true;
  return true;
}

export function startSkirmish(env: Env, companion: CardId | null, minions: CardId[]): SkirmishState {
  const s: SkirmishState = { companion, minions: minions.slice(), cancelled: false, winner: null, answered: undefined };
  lotr(env.state).skirmish = s;
  log(env.state, { companion, minions, seq: nextSeq(env.state), type: "skirmish-start" });
  return s;
}

export function endSkirmish(env: Env): void {
  lotr(env.state).skirmish = null;
  expireModifiers(env.state, { kind: "end-of-skirmish" });
  log(env.state, { seq: nextSeq(env.state), type: "skirmish-end" });
}

/** Cards (ids) logged as played since the current phase started. */
export function playedThisPhase(env: Env): CardId[] {
  const out: CardId[] = [];
  for (let i = env.state.log.length - 1; i >= 0; i--) {
    const e = env.state.log[i]!;
    if (e.type === "phase-start") break;
    if (e.type === "play" && typeof e.card === "number") out.push(e.card);
  }
  return out;
}

/** Cards (ids) logged as played since the current turn started (the whole log when no turn was logged). */
export function playedThisTurn(env: Env): CardId[] {
  const out: CardId[] = [];
  for (let i = env.state.log.length - 1; i >= 0; i--) {
    const e = env.state.log[i]!;
    if (e.type === "turn") break;
    if (e.type === "play" && typeof e.card === "number") out.push(e.card);
  }
  return out;
}

/** Wounds a character took since the current phase started. */
export function woundsThisPhase(env: Env, id: CardId): number {
  let n = 0;
  for (let i = env.state.log.length - 1; i >= 0; i--) {
    const e = env.state.log[i]!;
    if (e.type === "phase-start") break;
    if (e.type === "wound" && e.card === id) n++;
  }
  return n;
}
