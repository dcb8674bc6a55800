/**
 * The Confrontation at a table (`cardc simulate`, `cardc play`): its engine (engine-table.ts) with its words
 * (table-words.ts).
 */
import type { GameTable } from "../table.ts";
import type { Action } from "./engine.ts";
import { confrontationEngineTable, type ConfrontationAgent } from "./engine-table.ts";
import type { GameState } from "./state.ts";
import { confrontationWords } from "./table-words.ts";

// the benchmarks play the table's agents
export { agents, playGame } from "./engine-table.ts";

export const confrontationTable: GameTable<GameState, never, Action, unknown, ConfrontationAgent> = { ...confrontationEngineTable, ...confrontationWords };
