/**
 * Runs a parsed LOTR TCG scenario on the engine: the position lines set a game up (position.ts), the actions are the
 * engine's own legal actions and rules steps (act.ts), and each expectation is checked (expect.ts). Returns results
 * as data; never throws.
 */
import type { AbilityObserver } from "../../../core/observer.ts";
import { newPosition, type CardLibrary } from "../engine/engine.ts";
import { act } from "./act.ts";
import type { Scenario } from "../../../scenario/ast.ts";
import type { ScenarioDiagnostic } from "../../../scenario/diagnostic.ts";
import { expectation } from "./expect.ts";
import { setup } from "./position.ts";
import { PLAYERS, ScenarioError, type CompiledCards, type Run } from "./run-state.ts";
import { actionStatements } from "./statements.ts";

export type { CompiledCards } from "./run-state.ts";

export interface ScenarioFailure {
  line: number;
  column: number;
  message: string;
}

export interface ScenarioResult {
  name: string;
  file: string;
  line: number;
  passed: boolean;
  failures: ScenarioFailure[];
  diagnostics: ScenarioDiagnostic[];
}

export interface RunOptions {
  /** Told which abilities of which cards the scenario exercises (see core/observer.ts). */
  observe?: AbilityObserver;
}

// The engine keeps card libraries by name: one per compiled set of cards given to the runner.
const libraries = new WeakMap<CompiledCards, CardLibrary>();
let librariesMade = 0;

function libraryFor(cards: CompiledCards): CardLibrary {
  let lib = libraries.get(cards);
  if (!lib) libraries.set(cards, (lib = { name: `scenario-cards-${++librariesMade}`, defs: cards.defs, compiled: cards.handlers }));
  return lib;
}

export function runLotrScenario(cards: CompiledCards, scenario: Scenario, options: RunOptions = {}): ScenarioResult {
  const result: ScenarioResult = { name: scenario.name, file: scenario.file, line: scenario.span.line, passed: true, failures: [], diagnostics: [] };
  if (scenario.errors > 0) {
    result.failures.push({ line: scenario.span.line, column: scenario.span.column, message: `not run: ${scenario.errors} error${scenario.errors === 1 ? "" : "s"} in its lines (reported above)` });
    result.passed = false;
    return result;
  }
  const state = newPosition({ cards: libraryFor(cards), players: [PLAYERS["free-peoples"]!, PLAYERS.shadow!], checkInvariants: true });
  const run: Run = { cards, state, aliases: new Map(), responders: new Set(), answers: [], outcome: null, logMark: 0, started: false, observe: options.observe, lastOptions: null, given: new Map(), picking: null };
  for (const st of scenario.statements) {
    const at = { line: st.span.line, column: st.span.column };
    try {
      if (st.keyword.text === "expect") {
        const problem = expectation(run, st);
        if (problem) result.failures.push({ ...at, message: problem });
      } else if (st.keyword.text in actionStatements) act(run, st);
      else setup(run, st);
    } catch (error) {
      const message = error instanceof ScenarioError ? error.message : `engine error: ${(error as Error)?.message ?? String(error)}`;
      if (error instanceof ScenarioError) {
        result.diagnostics.push({ code: "CS4105", severity: "error", file: scenario.file, span: st.span, message: `Expected a scenario the engine can carry out; ${message}.`, found: message });
      }
      result.failures.push({ ...at, message });
      break;
    }
  }
  result.passed = result.failures.length === 0;
  return result;
}
