/**
 * The LOTR TCG at a table (the `simulate` and `play` commands): its engine (engine-table.ts) with its words
 * (table-words.ts).
 */
import type { GameState } from "../../../core/state.ts";
import type { Agent, GameResult } from "../agents/agent.ts";
import type { Action, CardLibrary, Deck } from "../engine/engine.ts";
import type { GameTable } from "../../table.ts";
import { lotrEngineTable } from "./engine-table.ts";
import { lotrWords } from "./table-words.ts";

/** The LOTR TCG at a table. */
export type LotrTable = GameTable<GameState, Deck, Action, CardLibrary, Agent, GameResult>;

export const lotrTable: LotrTable = { ...lotrEngineTable, ...lotrWords };
