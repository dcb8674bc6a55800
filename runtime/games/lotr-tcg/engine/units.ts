/**
 * The game's part of the kernel's unit protocol (runtime/engine/units.ts): a unit is a player action (logged,
 * performed, then the checks after every step) and the rules after it, up to the next action procedure, a
 * decision, or the end. The protocol's records live in the engine's fields of the state (`resume`, `history`).
 */
import type { Chooser } from "../../../core/decisions.ts";
import type { Env } from "../../../core/env.ts";
import { log, nextSeq, type LogEntry } from "../../../core/log.ts";
import type { AbilityObserver } from "../../../core/observer.ts";
import { actor, acted, passed } from "../../../core/procedure.ts";
import type { GameState } from "../../../core/state.ts";
import { actionEntry as anyActionEntry } from "../../../engine/action-entry.ts";
import type { UnitGame } from "../../../engine/units.ts";
import { lotr } from "../state/game.ts";
import { violations } from "./invariants.ts";
import { engineOf, envFor } from "./library.ts";
import { perform, playerActions } from "./moves.ts";
import { settle } from "./settle.ts";
import { bookkeeping } from "./state-copy.ts";
import { runStep } from "./turn.ts";
import type { Action } from "./types.ts";

export function isOver(state: GameState): boolean {
  return lotr(state).winner !== null || engineOf(state).drawn;
}

/** Runs the rules until players must act (an action procedure), a decision, or the end. */
export function advance(env: Env): void {
  const eng = engineOf(env.state);
  while (!isOver(env.state) && eng.step.kind !== "window") {
    runStep(env);
    settle(env);
  }
}

/**
 * The log entry of a player action: the entry's own `type` is "action", and the action's type is kept as `action`,
 * then the action's other fields in order. Written out for the actions players take most, the others field by field
 * (runtime/engine/action-entry.ts).
 */
function actionEntry(state: GameState, a: Action): LogEntry {
  const seq = nextSeq(state);
  if (a.type === "play" || a.type === "heal-by-discard") return { action: a.type, player: a.player, card: a.card, seq, type: "action" };
  if (a.type === "use") return { action: a.type, player: a.player, card: a.card, ability: a.ability, seq, type: "action" };
  return anyActionEntry(state, a, seq);
}

export function performAction(env: Env, a: Action): void {
  const eng = engineOf(env.state);
  const w = eng.window!;
  if (a.type === "pass") {
    log(env.state, { player: a.player, seq: nextSeq(env.state), type: "pass" });
    if (passed(w.procedure)) {
      eng.window = null;
      eng.step = w.then;
    }
    return;
  }
  log(env.state, actionEntry(env.state, a));
  perform(env, a);
  acted(w.procedure);
  settle(env);
}

export const units: UnitGame<GameState, Action, AbilityObserver> = {
  ...bookkeeping,
  runUnit(state: GameState, chooser: Chooser, action: Action | null): void {
    const env = envFor(state, chooser);
    if (action) performAction(env, action);
    advance(env);
  },
  isOver,
  playerActions(state, observe) {
    const w = engineOf(state).window;
    return w ? playerActions(envFor(state, undefined, undefined, observe), actor(w.procedure), w.phase) : [];
  },
  playerActor(state) {
    const w = engineOf(state).window;
    return w ? actor(w.procedure) : null;
  },
  violations,
};
