/**
 * The engine as the kernel's `GameEngine` (runtime/engine/kernel.ts), on the resumable-unit protocol
 * (runtime/engine/units.ts): newGame / actor / legalActions / apply (pure: a new state each time) / view / digest /
 * violations. The winner is a side: `free-peoples` or `shadow`.
 */
import type { Answer, Decision } from "../../../core/decisions.ts";
import { digest } from "../../../core/digest.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import type { GameEngine } from "../../../engine/kernel.ts";
import { livePlay, type Decide } from "../../../engine/live.ts";
import { unitProtocol } from "../../../engine/units.ts";
import { wotr } from "../state/game.ts";
import { view } from "../state/view.ts";
import { violations } from "./invariants.ts";
import { engineOf } from "./library.ts";
import { createGame } from "./setup.ts";
import type { Action, NewGameOptions } from "./types.ts";
import { isOver, units } from "./units.ts";

const protocol = unitProtocol(units);
const { live, playLive: playUnitsLive } = livePlay(units, protocol);

/** Self-play on the live path from a state (one working copy of it changed in place): the same game as `apply` step by step. */
export const playLive: (from: GameState, decide: Decide<GameState, Action>, maxSteps?: number) => { state: GameState; steps: number } = playUnitsLive;

export function newGame(o: NewGameOptions): GameState {
  return protocol.start(createGame(o), null, [], null);
}

/** Runs the unit `action` starts (null: the rules alone) on a copy of `base` with `answers`, up to a decision past them or its end (a search's deal of a decision in the middle of a unit: search/mid-unit.ts). */
export const resumeUnit = (base: GameState, action: Action | null, answers: Answer[]): GameState => protocol.start(base, action, answers, null);

export const legalActions = (s: GameState): Action[] => protocol.legalActions(s);
export const apply: (s: GameState, a: Action, legal?: Action[]) => GameState = protocol.apply;
export const actorOf: (s: GameState) => string | null = protocol.actorOf;
export const pendingDecision: (s: GameState) => (Decision & { partial: CardId[] }) | null = protocol.pendingDecision;
export const winner = (s: GameState): string | null => wotr(s).winner;
export const history = (s: GameState): Action[] => engineOf(s).history;

/** Self-play on the live path (one working copy changed in place): the same game as `apply` step by step. */
export function playNew(o: NewGameOptions, decide: Decide<GameState, Action>, maxSteps = Infinity): { state: GameState; steps: number } {
  return live(createGame(o), null, () => createGame(o), decide, maxSteps);
}

export { isOver, view, digest, violations };

export const warOfTheRingEngine: GameEngine<GameState, Action, NewGameOptions> = {
  newGame,
  actor: actorOf,
  legalActions,
  apply,
  isOver,
  winner,
  view: (s, p) => view(s, p),
  digest,
  violations,
};
