/**
 * War of the Ring at a table (`cardc simulate`, `cardc play`): each scenario's engine (engine-table.ts) with the game
 * in words (table-words.ts, narrate.ts), which read the view they are handed: everything a seat is shown is read
 * from its view (state/view.ts).
 */
import type { CardLibrary } from "../../core/cards.ts";
import type { GameState } from "../../core/state.ts";
import type { GameTable } from "../table.ts";
import type { Action } from "./engine/types.ts";
import { scenarioEngineTables, type WotrDeck, type WotrResult, type WotrTableAgent } from "./engine-table.ts";
import { narrate } from "./narrate.ts";
import { SCENARIOS, type ScenarioId } from "./state/game.ts";
import { board, cardText, describe, ENDING_NAMES, introduction, prompt } from "./table-words.ts";

// the benchmarks' deck type
export type { WotrDeck };

export type WotrTable = GameTable<GameState, WotrDeck, Action, CardLibrary, WotrTableAgent, WotrResult>;

/** Every scenario's table, by name. */
export const scenarioTables: Readonly<Record<ScenarioId, WotrTable>> = (() => {
  const out = {} as Record<ScenarioId, WotrTable>;
  for (const s of SCENARIOS) {
    out[s] = {
      ...scenarioEngineTables[s],
      endingNames: ENDING_NAMES,
      logSize: (state) => state.log.length,
      board,
      prompt,
      describe,
      isPass: (a) => a.type === "pass",
      cardText,
      narrate,
      introduction: (p) => introduction(s, p),
      scenarios: out,
    };
  }
  return out;
})();

/** The game's table: Trilogy, with every scenario's. */
export const warOfTheRingTable: WotrTable = scenarioTables.trilogy;
