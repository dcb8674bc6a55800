/**
 * Runs a parsed scenario with its game's runner (the plugin's `scenarios`): results as data, never thrown.
 */
import type { AbilityObserver } from "../core/observer.ts";
import type { CompiledCards, ScenarioResult } from "../games/plugin.ts";
import { pluginOf } from "../games/registry.ts";
import type { Scenario } from "./ast.ts";

export type { CompiledCards, ScenarioResult } from "../games/plugin.ts";
export type ScenarioFailure = ScenarioResult["failures"][number];

export interface RunOptions {
  /** Told which abilities of which cards the scenario exercises (see core/observer.ts). */
  observe?: AbilityObserver;
}

export function runScenario(cards: CompiledCards, scenario: Scenario, options: RunOptions = {}): ScenarioResult {
  const support = pluginOf(scenario.game)?.scenarios;
  if (!support) {
    const message = `the game '${scenario.game}' has no scenarios`;
    return { name: scenario.name, file: scenario.file, line: scenario.span.line, passed: false, failures: [{ line: scenario.span.line, column: scenario.span.column, message }], diagnostics: [] };
  }
  return support.run(cards, scenario, options);
}
