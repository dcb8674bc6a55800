/** The engine as the kernel's `GameEngine` (runtime/engine/kernel.ts): what the kernel's generic functions drive. */
import { digestOf } from "../../core/digest.ts";
import type { GameEngine } from "../../engine/kernel.ts";
import type { Side } from "./board.ts";
import { actorOf, apply, isOver, legalActions, newGame, winner, type Action, type NewGameOptions } from "./engine.ts";
import { violations } from "./invariants.ts";
import type { GameState } from "./state.ts";
import { view } from "./view.ts";

export const confrontationEngine: GameEngine<GameState, Action, NewGameOptions> = {
  newGame,
  actor: actorOf,
  legalActions,
  // every question is a pending decision in the state: `apply` needs no listing passed in
  apply: (s, a) => apply(s, a),
  isOver,
  winner,
  // a seat the game does not have sees the board as the enemy of both would: the engine names only its two sides
  view: (s, player) => view(s, player as Side),
  digest: digestOf,
  violations,
};
