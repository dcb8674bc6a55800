/**
 * The game's part of the kernel's unit protocol (runtime/engine/units.ts): a unit is a deck's action in the action
 * step (or the rules alone) and the rules after it, up to the next action, a decision, or the end.
 */
import { logAnswer, type Chooser } from "../../../core/decisions.ts";
import type { Env } from "../../../core/env.ts";
import { log, nextSeq, type LogEntry } from "../../../core/log.ts";
import type { GameState } from "../../../core/state.ts";
import type { UnitGame } from "../../../engine/units.ts";
import { recycleIfEmpty } from "../state/actions.ts";
import { wotr } from "../state/game.ts";
import { violations } from "./invariants.ts";
import { engineOf, envFor } from "./library.ts";
import { perform, playerActions } from "./moves.ts";
import { baseOf, baseToKeep, cloneState, withResume } from "./state-copy.ts";
import { actionActor, runStep } from "./turn.ts";
import type { Action } from "./types.ts";

export const isOver = (state: GameState): boolean => wotr(state).winner !== null;

/** The checks after every step of the rules: a draw deck that ran out is recycled at once (whatever emptied it). */
export function settle(env: Env): void {
  for (const p of env.state.players) recycleIfEmpty(env, p.id);
}

/** Runs the rules until the decks act (the action step), a decision, or the end. */
export function advance(env: Env): void {
  const ext = wotr(env.state);
  settle(env);
  while (ext.winner === null && ext.step !== "action") {
    runStep(env);
    settle(env);
  }
}

function actionEntry(state: GameState, a: Action): LogEntry {
  // the action's fields after `action` (its type), in their order, then seq and type: built without a rest spread
  const e: Record<string, unknown> = { action: a.type };
  for (const k in a) if (k !== "type") e[k] = (a as Record<string, unknown>)[k];
  e.seq = nextSeq(state);
  e.type = "action";
  return e as LogEntry;
}

/** A deck's action in the action step: a pass (the step ends when every deck passed in a row) or an action. */
export function performAction(env: Env, a: Action): void {
  const ext = wotr(env.state);
  if (a.type === "pass") {
    log(env.state, { player: a.player, seq: nextSeq(env.state), type: "pass" });
    ext.passes++;
    ext.turn = (ext.turn + 1) % ext.order.length;
    if (ext.passes >= ext.order.length) {
      ext.step = "action-end";
      env.state.phase = "action-end";
    }
    return;
  }
  log(env.state, actionEntry(env.state, a));
  ext.passes = 0;
  ext.actions++;
  perform(env, a);
  if (ext.step === "action") ext.turn = (ext.turn + 1) % ext.order.length;
}

export const units: UnitGame<GameState, Action> = {
  resumeOf: (s) => engineOf(s).resume,
  setResume: (s, r) => {
    engineOf(s).resume = r;
  },
  historyOf: (s) => engineOf(s).history,
  logLength: (s) => s.log.length,
  logAnswer,
  copy: cloneState,
  withResume,
  baseToKeep,
  baseOf,
  runUnit(state: GameState, chooser: Chooser, action: Action | null): void {
    const env = envFor(state, chooser);
    if (action) performAction(env, action);
    advance(env);
    if (wotr(state).step === "action") state.activePlayer = actionActor(env);
  },
  isOver,
  playerActions(state) {
    if (wotr(state).step !== "action" || isOver(state)) return [];
    const env = envFor(state);
    return playerActions(env, actionActor(env));
  },
  playerActor(state) {
    if (wotr(state).step !== "action" || isOver(state)) return null;
    return actionActor(envFor(state));
  },
  checks: (s) => engineOf(s).checks,
  violations,
};
