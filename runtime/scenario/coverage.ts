/**
 * Ability coverage: which abilities of which cards the scenarios exercise. Each scenario runs with
 * an observer (core/observer.ts); an ability counts for a scenario that passes and whose `cards`
 * line names its card (the card printing it, also when another card borrows its game text), when
 * its handler ran or the engine consulted it.
 */
import { abilityIndexes } from "../core/observer.ts";
import type { Scenario } from "./ast.ts";
import { runScenario, type CompiledCards, type ScenarioResult } from "./run.ts";

export interface AbilityCoverage {
  results: ScenarioResult[];
  /** Card id → ability index → number of scenarios that exercised it. */
  exercised: Map<string, Map<number, number>>;
}

/** `byGame`: each game's cards; a scenario runs with its game's. */
export function abilityCoverage(byGame: Readonly<Record<string, CompiledCards>>, scenarios: readonly Scenario[]): AbilityCoverage {
  const indexes = new Map(Object.entries(byGame).map(([game, cards]) => [game, abilityIndexes(cards.defs, cards.handlers)]));
  const exercised = new Map<string, Map<number, number>>();
  const results = scenarios.map((scenario) => {
    const seen = new Set<string>();
    const named = new Set(scenario.covers);
    const index = indexes.get(scenario.game);
    const result = runScenario(byGame[scenario.game] ?? { defs: {}, handlers: {} }, scenario, {
      observe: (_actor, ability) => {
        const at = index?.get(ability);
        if (at && named.has(at.card)) seen.add(`${at.card} ${at.index}`);
      },
    });
    if (result.passed)
      for (const key of seen) {
        const [card, index] = key.split(" ") as [string, string];
        const counts = exercised.get(card) ?? new Map<number, number>();
        counts.set(Number(index), (counts.get(Number(index)) ?? 0) + 1);
        exercised.set(card, counts);
      }
    return result;
  });
  return { results, exercised };
}
