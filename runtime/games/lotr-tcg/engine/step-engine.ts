/** The engine as the kernel's `GameEngine` (runtime/engine/kernel.ts): what the kernel's generic functions drive. */
import type { GameState } from "../../../core/state.ts";
import type { GameEngine } from "../../../engine/kernel.ts";
import { actorOf, apply, digest, isOver, legalActions, newGame, violations, winner, type Action, type NewGameOptions } from "./engine.ts";

export const lotrEngine: GameEngine<GameState, Action, NewGameOptions> = {
  newGame,
  actor: actorOf,
  // without the scenario runner's observer argument
  legalActions: (s) => legalActions(s),
  apply,
  isOver,
  winner,
  digest,
  violations,
};
