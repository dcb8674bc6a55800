/**
 * Runs a parsed scenario of the game on its engine: the setup lines describe a position that position.ts builds on
 * the engine's own set-up, every action is one of the engine's legal actions carried out by its step (act.ts), and each
 * expectation is checked (expect.ts). Returns results as data; never throws.
 */
import type { AbilityObserver } from "../../../core/observer.ts";
import type { GameState } from "../../../core/state.ts";
import type { Scenario } from "../../../scenario/ast.ts";
import type { CompiledCards, ScenarioResult } from "../../plugin.ts";
import { act } from "./act.ts";
import { expectation } from "./expect.ts";
import { build, newSpec, setup } from "./position.ts";
import { ScenarioError, ScenarioFailure, type Run } from "./run-state.ts";
import { actionStatements } from "./statements.ts";

export function runWarOfTheRingScenario(cards: CompiledCards, scenario: Scenario, options: { observe?: AbilityObserver } = {}): ScenarioResult {
  return runWithState(cards, scenario, options).result;
}

/** The scenario run, and the game state it ended in (null when the position was never built): for tools and tests. */
export function runWithState(cards: CompiledCards, scenario: Scenario, options: { observe?: AbilityObserver } = {}): { result: ScenarioResult; state: GameState | null } {
  const result: ScenarioResult = { name: scenario.name, file: scenario.file, line: scenario.span.line, passed: true, failures: [], diagnostics: [] };
  if (scenario.errors > 0) {
    result.failures.push({ line: scenario.span.line, column: scenario.span.column, message: `not run: ${scenario.errors} error${scenario.errors === 1 ? "" : "s"} in its lines (reported above)` });
    result.passed = false;
    return { result, state: null };
  }
  const run: Run = { cards, spec: newSpec(), state: null, aliases: new Map(), answers: [], logMark: 0, observe: options.observe };
  for (const st of scenario.statements) {
    const at = { line: st.span.line, column: st.span.column };
    try {
      if (st.keyword.text === "expect") {
        build(run);
        const problem = expectation(run, st);
        if (problem) result.failures.push({ ...at, message: problem });
      } else if (Object.hasOwn(actionStatements, st.keyword.text)) {
        build(run);
        act(run, st);
      } else setup(run, st);
    } catch (error) {
      const message = error instanceof ScenarioError || error instanceof ScenarioFailure ? error.message : `engine error: ${(error as Error)?.message ?? String(error)}`;
      const span = error instanceof ScenarioError && error.at ? error.at : st.span;
      if (error instanceof ScenarioError) result.diagnostics.push({ code: "CS4105", severity: "error", file: scenario.file, span, message: `Expected a scenario the engine can carry out; ${message}.`, found: message });
      result.failures.push({ line: span.line, column: span.column, message });
      break;
    }
  }
  if (result.failures.length === 0 && run.answers.length > 0) {
    const w = run.answers[0]!.words[0]!;
    const message = `'choose ${run.answers[0]!.words.map((x) => x.text).join(" ")}' answered no decision (no action came after it)`;
    result.diagnostics.push({ code: "CS4105", severity: "error", file: scenario.file, span: w.span, message: `Expected a scenario the engine can carry out; ${message}.`, found: message });
    result.failures.push({ line: w.span.line, column: w.span.column, message });
  }
  result.passed = result.failures.length === 0;
  return { result, state: run.state };
}
