/**
 * Lord of the Rings: The Confrontation (classic) as a game plugin: the board, the vocabulary and its implementations,
 * the step engine, views for hidden information, and agents.
 */
export { confrontation as vocabulary } from "./vocabulary/index.ts";
export { implementations } from "./impl/index.ts";
export { newGame, newPosition, legalActions, apply, isOver, winner, actorOf, type Action, type NewGameOptions, type PositionSpec } from "./engine.ts";
export { view, determinize } from "./view.ts";
export { randomAgent, heuristicAgent, playGame, type Agent } from "./agents.ts";
export { violations, viewLeaks } from "./invariants.ts";
export type { GameState, Piece } from "./state.ts";
export * as board from "./board.ts";
