/** Game-agnostic search agents: SO-ISMCTS, and the cheating and determinized UCT baselines. See README.md. */
export type { Budget, MoveStats, SearchAgent, SearchGame, SearchOptions, SearchResult } from "./game.ts";
export { Ismcts, ismcts, ismctsAgent } from "./ismcts.ts";
export { Uct, DeterminizedUct, cheatingUct, cheatingUctAgent, determinizedUct, determinizedUctAgent, type DeterminizedOptions } from "./uct.ts";
