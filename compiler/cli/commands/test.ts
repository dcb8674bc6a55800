/**
 * `cardc test [paths…]`: compiles the cards (`--cards`, default cards/), loads the emitted handler
 * modules, and runs every scenario found in the paths (default scenarios/). Prints PASS/FAIL per
 * scenario and `<n> passed, <m> failed`; exit 1 on any failure or error, 2 on a usage problem.
 */
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import { formatDiagnostics } from "../../diagnostics/format/index.ts";
import { readFilesWithExtension } from "../../decks/files.ts";
import { emitSet } from "../../emit/index.ts";
import { compile } from "../../services/compile.ts";
import { loadSources } from "../../services/load-sources.ts";
import type { SourceFile } from "../../services/source.ts";
import type { CardDef } from "../../../runtime/core/cards.ts";
import type { CompiledCard } from "../../../runtime/core/handlers.ts";
import { parseScenarios } from "../../../runtime/scenario/parse.ts";
import { runScenario, type CompiledCards, type ScenarioResult } from "../../../runtime/scenario/run.ts";
import type { Scenario } from "../../../runtime/scenario/ast.ts";
import { exitErrors, exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { projectPaths } from "../project-paths.ts";
import { reportUsageProblems, textLookup } from "../report.ts";

export interface TestOptions {
  /** The cards to compile (default: the project's). */
  cards?: string;
}

export interface LoadedCards {
  /** False when any card has an error (then `byGame` is empty). */
  ok: boolean;
  /**
   * Each game's own cards, by id: a scenario runs with its game's. Two games may use the same id; two sets of one game
   * may not (the runtime, decks and scenarios name a game's cards by id): that is a CS3014 diagnostic and `ok` is false.
   */
  byGame: Record<string, CompiledCards>;
  diagnostics: Diagnostic[];
  sources: SourceFile[];
}

/** Compiles the `.card` files under `paths` and loads every set's emitted definitions and handlers. */
export async function loadCompiledCards(paths: readonly string[]): Promise<LoadedCards> {
  const loaded = await loadSources(paths);
  const compiled = compile(loaded.sources);
  const diagnostics = [...loaded.diagnostics, ...compiled.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { ok: false, byGame: {}, diagnostics, sources: loaded.sources };
  const byGame: Record<string, CompiledCards> = {};
  for (const set of compiled.sets) {
    const files = emitSet(set, compiled.vocabularies[set.game]);
    const js = files.find((f) => f.path.endsWith(".js"))!.contents;
    const json = JSON.parse(files.find((f) => f.path.endsWith(".json") && !f.path.endsWith(".schema.json"))!.contents) as CardDef[] | { cards: CardDef[] };
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as { cards: CompiledCard[] };
    const game = (byGame[set.game] ??= { defs: {}, handlers: {} });
    for (const d of Array.isArray(json) ? json : json.cards) game.defs[d.id] = d;
    for (const c of mod.cards) game.handlers[c.id] = c;
  }
  return { ok: true, byGame, diagnostics, sources: loaded.sources };
}

export interface ScenarioFiles {
  scenarios: Scenario[];
  diagnostics: Diagnostic[];
  sources: SourceFile[];
}

/** Reads and parses every `.scenario` file under `paths`. */
export async function loadScenarios(paths: readonly string[]): Promise<ScenarioFiles> {
  const found = await readFilesWithExtension(paths, "scenario", { reportMissing: true });
  const scenarios: Scenario[] = [];
  const diagnostics: Diagnostic[] = [...found.diagnostics];
  for (const source of found.sources) {
    const parsed = parseScenarios(source.text, source.path);
    scenarios.push(...parsed.scenarios);
    diagnostics.push(...parsed.diagnostics);
  }
  return { scenarios, diagnostics, sources: found.sources };
}

const NO_CARDS: CompiledCards = { defs: {}, handlers: {} };

/** The cards a scenario of this game runs with: its game's. */
export function cardsOf(loaded: LoadedCards, game: string): CompiledCards {
  return loaded.byGame[game] ?? NO_CARDS;
}

function resultLines(r: ScenarioResult): string[] {
  const head = `${r.passed ? "PASS" : "FAIL"} ${r.file}:${r.line} ${r.name}`;
  return [head, ...r.failures.map((f) => `  ${r.file}:${f.line}:${f.column} ${f.message}`)];
}

export async function runTest(paths: string[], opts: TestOptions, output: Output): Promise<number> {
  // the project's cards and scenarios, where not given
  const project = opts.cards !== undefined && paths.length ? null : await projectPaths(output, [...(opts.cards === undefined ? (["include"] as const) : []), ...(paths.length ? [] : (["scenarios"] as const))]);
  if (!project && (opts.cards === undefined || !paths.length)) return exitUsage;
  const cardPaths = opts.cards !== undefined ? [opts.cards] : project!.paths.filter((p) => !p.endsWith(".scenario"));
  const scenarioPaths = paths.length ? paths : project!.paths.filter((p) => p.endsWith(".scenario"));
  const [cards, scenarios] = await Promise.all([loadCompiledCards(cardPaths), loadScenarios(scenarioPaths)]);
  const problems = [...cards.diagnostics, ...scenarios.diagnostics];
  if (reportUsageProblems(output, problems)) return exitUsage;
  const errors = problems.filter((d) => d.severity !== "info");
  if (errors.length) {
    const sources = [...cards.sources, ...scenarios.sources];
    output.out(formatDiagnostics("human", errors, { textOf: textLookup(sources), color: output.color, toolVersion: "" }));
  }
  if (!cards.ok) {
    output.out("0 passed, 0 failed");
    return exitErrors;
  }
  let passed = 0;
  let failed = 0;
  for (const scenario of scenarios.scenarios) {
    const r = runScenario(cardsOf(cards, scenario.game), scenario);
    if (r.passed) passed++;
    else failed++;
    output.out(resultLines(r).join("\n"));
  }
  output.out(`${passed} passed, ${failed} failed`);
  return failed > 0 || errors.some((d) => d.severity === "error") ? exitErrors : exitOk;
}
