/**
 * The game for a browser or any engine of one's own (build/runtime-<game>.min.mjs): its table, the one interface every
 * game gives (a new game, the legal actions, apply, the view a seat sees, the agents, who won), without the scenario
 * runner and without the vocabulary's patterns and documentation, which only the compiler reads.
 */
export { lotrTable } from "./state/table.ts";
