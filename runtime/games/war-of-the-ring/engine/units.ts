/**
 * The game's part of the kernel's unit protocol (runtime/engine/units.ts): a unit is a deck's action in the action
 * step (or the rules alone) and the rules after it, up to the next action, a decision, or the end.
 */
import type { Chooser } from "../../../core/decisions.ts";
import type { Env } from "../../../core/env.ts";
import { log, nextSeq } from "../../../core/log.ts";
import type { GameState } from "../../../core/state.ts";
import { actionEntry } from "../../../engine/action-entry.ts";
import type { UnitGame } from "../../../engine/units.ts";
import { recycleIfEmpty } from "../state/actions.ts";
import { wotr } from "../state/game.ts";
import { violations } from "./invariants.ts";
import { envFor } from "./library.ts";
import { perform, playerActions } from "./moves.ts";
import { bookkeeping } from "./state-copy.ts";
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
  ...bookkeeping,
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
  violations,
};
