/** The game's card-behaviour scenarios: the statements its files may hold and the engine-driven runner (docs/scenarios.md). */
import type { ScenarioSupport } from "../../plugin.ts";
import { runWarOfTheRingScenario } from "./run.ts";
import { actionStatements, expectations, KINDS, setupStatements } from "./statements.ts";

export const warOfTheRingScenarios: ScenarioSupport = {
  setup: setupStatements,
  actions: actionStatements,
  expectations,
  kinds: KINDS,
  run: runWarOfTheRingScenario,
};
