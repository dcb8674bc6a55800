/**
 * The LOTR TCG turn engine as pure step functions over plain data:
 *
 *   newGame({ seed, decks, cards }) → state;  legalActions(state) → Action[];
 *   apply(state, action) → a NEW state (the input is never changed);  isOver / winner.
 *
 * Every choice a rule or card text asks for is a decision answered by an action from `legalActions`
 * (`pendingDecision` says what is asked). The decision protocol and live play are the kernel's
 * (runtime/engine/units.ts, live.ts), over the game's unit runner (units.ts here): a decision met in the middle of a
 * unit (an action and the rules after it) leaves the unit carried out up to the decision, to run again from its start
 * with all the answers so far once it is answered. `engineOf(state).history` lists every action applied: with the
 * seed, it replays the game (`replay`).
 */
import type { Decision } from "../../../core/decisions.ts";
import type { Env } from "../../../core/env.ts";
import type { LogEntry } from "../../../core/log.ts";
import type { AbilityObserver } from "../../../core/observer.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import { noticing } from "../../../engine/choosers.ts";
import { livePlay, type Decide as KernelDecide } from "../../../engine/live.ts";
import { logId, replayEntries } from "../../../engine/log-replay.ts";
import { unitProtocol } from "../../../engine/units.ts";
import { lotr } from "../state/game.ts";
import { engineOf, envFor } from "./library.ts";
import { settle } from "./settle.ts";
import { createGame } from "./setup.ts";
import { advance, isOver, performAction, units } from "./units.ts";
import type { Action, NewGameOptions } from "./types.ts";

export type { Action, CardLibrary, Deck, NewGameOptions } from "./types.ts";

const protocol = unitProtocol(units);
const { start } = protocol;
const { live, playLive: playUnitsLive, stepLive: stepUnitLive } = livePlay(units, protocol);

export { isOver };

export function winner(state: GameState): string | null {
  return lotr(state).winner;
}

export function newGame(o: NewGameOptions): GameState {
  return start(createGame(o), null, [], null);
}

/** Picks the next action for `player` among `actions` (all legal). */
export type Decide = KernelDecide<GameState, Action>;

/**
 * Plays a new game on the live path: the same game as `playLive(newGame(o), decide)`, without running the
 * rules up to the first decision twice (once by `newGame`, again by `playLive` to be at that decision live).
 */
export function playNew(o: NewGameOptions, decide: Decide, maxSteps = Infinity): { state: GameState; steps: number } {
  // the new game is nobody else's: it is played on in place (no copy, so no card copied on its first change), and
  // a fallback to `apply` starts the same game again from the options
  return live(createGame(o), null, () => createGame(o), decide, maxSteps);
}

/** The decision waiting for an answer, if any (with cards already picked for a multi-card choice). */
export const pendingDecision: (state: GameState) => (Decision & { partial: CardId[] }) | null = protocol.pendingDecision;

/** The player who acts next (null when the game is over). */
export const actorOf: (state: GameState) => string | null = protocol.actorOf;

/** The actions open to the player who acts next; `observe` is told which abilities the listing consults (scenario coverage). */
export const legalActions: (state: GameState, observe?: AbilityObserver) => Action[] = protocol.legalActions;

/**
 * Applies a legal action; returns the new state (the given one is not changed). Throws on an
 * illegal action. `legal` may pass `legalActions(state)` when the caller has it already.
 */
export const apply: (state: GameState, action: Action, legal?: Action[]) => GameState = protocol.apply;

/**
 * Self-play fast path, the same game as `apply` step by step: one working copy of `start` is
 * changed in place, and each decision is put to `decide` when the rules meet it, so nothing is
 * copied per action and no unit is replayed. While `decide` runs, the state it is shown has the
 * decision pending (`pendingDecision`, `legalActions`); it is the working copy, to read, not keep.
 * The rare endings a live run cannot show as `apply` would (the step budget or the game ending
 * while a decision is asked) are finished by replaying the actions so far with `apply`.
 */
export const playLive: (from: GameState, decide: Decide, maxSteps?: number) => { state: GameState; steps: number } = playUnitsLive;

export interface StepOptions {
  /** Told which abilities work (scenario coverage). */
  observe?: AbilityObserver;
  /** Told of every decision, also those answered without asking (a single possible answer). */
  notice?: (d: Decision) => void;
}

/**
 * Runs one unit on `state` in place, on the live path: a player action (legal now), or rules work given as a
 * function (a game event a position-driven host makes happen: a wound, a heal), then the checks after every step
 * (deaths, The One Ring, game end) and the rules up to the next action procedure. Decisions go to `decide`. A game
 * that ends while a decision is asked stops there, as `apply` shows it. For hosts that drive a set-up position
 * (scenarios); games use `apply` or `playLive`.
 */
export function stepLive(state: GameState, unit: Action | ((env: Env) => void), decide: Decide, o: StepOptions = {}): void {
  stepUnitLive(state, typeof unit === "function" ? null : unit, (chooser) => {
    const env = envFor(state, o.notice ? noticing(chooser, o.notice) : chooser, undefined, o.observe);
    if (typeof unit === "function") {
      unit(env);
      settle(env);
    } else performAction(env, unit);
    advance(env);
  }, decide);
}

/** Plays a game again from its options and recorded actions (`engineOf(state).history`). */
export function replay(o: NewGameOptions, actions: Action[]): GameState {
  let state = newGame(o);
  for (const a of actions) state = apply(state, a);
  return state;
}

/**
 * Plays a game again from its options and its log (or the log's JSON), up to the log's last choice: the
 * player actions (`action` and `pass` entries) and the answers to decisions (`answer` entries), taken in
 * the log's order. Throws when the log does not fit the game (another game's log, or options that differ).
 * Card ids written as strings of digits (logs of versions before ids were numbers) are read as numbers.
 */
export function replayLog(o: NewGameOptions, entries: readonly LogEntry[]): GameState {
  return replayEntries(protocol, isOver, newGame(o), entries, actionOfEntry);
}

/** The player action an `action` or `pass` entry records (null for other entries). */
function actionOfEntry(e: LogEntry): Action | null {
  if (e.type !== "action" && e.type !== "pass") return null;
  const { seq: _seq, type, action, ...rest } = e;
  if ("card" in rest) rest.card = logId(rest.card);
  return (type === "pass" ? { type: "pass", ...rest } : { type: action, ...rest }) as Action;
}

export function history(state: GameState): Action[] {
  return engineOf(state).history;
}

export { newPosition, openPhaseWindow, positionChanged, setActor, startFromSetup, type PositionOptions } from "./setup.ts";
export { digest } from "../../../core/digest.ts";
export { violations } from "./invariants.ts";
export { engineOf, envFor, libraryOf, registerLibrary } from "./library.ts";
