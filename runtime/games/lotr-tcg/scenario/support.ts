/** The LOTR TCG's scenarios: the statements its files may hold and the engine-driven runner (docs/scenarios.md). */
import type { ScenarioSupport } from "../../plugin.ts";
import { runLotrScenario } from "./run.ts";
import { actionStatements, expectations, OUTCOMES, PHASES, setupStatements, SIDES, ZONES } from "./statements.ts";

export const lotrScenarios: ScenarioSupport = {
  setup: setupStatements,
  actions: actionStatements,
  expectations,
  kinds: { side: SIDES, zone: ZONES, phase: PHASES, outcome: OUTCOMES, avail: ["available", "unavailable"] },
  run: runLotrScenario,
};
