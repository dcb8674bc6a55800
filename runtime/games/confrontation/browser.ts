/**
 * The game for a browser or any engine of one's own (build/runtime-<game>.min.mjs): its engine table, the one
 * interface every game gives (a new game, the legal actions, apply, the view a seat sees, the agents, who won),
 * without the scenario runner, without the vocabulary's patterns and documentation, which only the compiler reads,
 * and without the table's words (the board, the actions and the log in sentences), which only `cardc play` shows.
 */
export { confrontationEngineTable } from "./engine-table.ts";
