/** The Confrontation's scenarios: the statements its files may hold and the engine-driven runner (docs/games/confrontation.md). */
import type { ScenarioSupport } from "../../plugin.ts";
import { runConfrontationScenario } from "./run.ts";
import { actionStatements, expectations, KINDS, setupStatements } from "./statements.ts";

export const confrontationScenarios: ScenarioSupport = {
  setup: setupStatements,
  actions: actionStatements,
  expectations,
  kinds: KINDS,
  run: runConfrontationScenario,
};
