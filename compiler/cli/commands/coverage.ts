/**
 * `cardc coverage [paths…]`: for each card, is it scripted, does it check clean (no diagnostic at
 * all inside it or at its file's level), does its rendered English match the reference text, how
 * many scenarios name it and how many of its abilities they exercise; then totals. The cards are
 * the scripted ones, or with `--reference` every card of the reference file (plus any scripted card
 * it does not list). A card is known by its game, set and id: two games (or sets) may use the same id.
 */
import { readFile } from "node:fs/promises";
import pc from "picocolors";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import { cardsInIdOrder } from "../../emit/paths.ts";
import type { SetIR } from "../../ir/ir.ts";
import { textsMatch } from "../../render/compare.ts";
import { compile } from "../../services/compile.ts";
import { loadSources } from "../../services/load-sources.ts";
import { projectContext } from "../../services/project.ts";
import type { CardNode, SourceFileNode } from "../../syntax/ast.ts";
import { exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { projectPaths } from "../project-paths.ts";
import { reportUsageProblems } from "../report.ts";
import { abilityCoverage, type AbilityCoverage } from "../../../runtime/scenario/coverage.ts";
import { loadCompiledCards, loadScenarios } from "./test.ts";
import type { ReferenceCard as PluginReferenceCard, ReferenceStat } from "../../../runtime/games/plugin.ts";
import { plugins } from "../../../runtime/games/registry.ts";

export interface CoverageOptions {
  /** Reference files (one per set, typically); their cards are listed together. */
  reference?: string | string[];
  /** Scenario files or directories; undefined means `scenarios` if it exists. */
  scenarios?: string[];
  json?: boolean;
  /** Under the table, each card whose stats or text differ from the reference, with the rendered and reference texts. */
  differences?: boolean;
}

export interface CardCoverage {
  game: string;
  /** The set that scripts the card; null for a reference card no file scripts. */
  set: number | null;
  id: string;
  title: string;
  /** The file that scripts the card, or null. */
  file: string | null;
  scripted: boolean;
  /** The card has game text (compiled, else in the reference): it needs a scenario. */
  hasText: boolean;
  /** No diagnostic in the card or at its file's level; null when not scripted. */
  checked: boolean | null;
  /** Rendered English equals the reference text after normalisation; null without a reference card or a clean check. */
  textMatches: boolean | null;
  /** The stats the reference gives equal the card's; null when the reference gives none or the card does not check clean. */
  statsMatch: boolean | null;
  /** The stats that differ (`name: card value ≠ reference value`), when `statsMatch` is false. */
  statsDiffer?: string[];
  /** The card's rendered English and the reference's text, beside each other (set when both exist). */
  texts?: { rendered: string; reference: string };
  /** Scenarios whose `cards` line names the card. */
  scenarios: number;
  /** The card's compiled abilities. */
  abilities: number;
  /** Abilities a passing scenario naming the card exercises (runtime/scenario/coverage.ts); null when not measured (the cards do not compile clean). */
  abilitiesExercised: number | null;
}

export interface CoverageTotals {
  cards: number;
  scripted: number;
  checked: number;
  /** Cards whose text was compared (scripted, checked clean and in the reference). */
  textCompared: number;
  textMatches: number;
  /** Cards whose stats were compared (compiled, with stats in the reference), and those equal. */
  statsCompared: number;
  statsMatch: number;
  /** Scripted cards with game text, and those of them that a scenario names. */
  scriptedWithText: number;
  withScenario: number;
  /** Abilities of the scripted cards with game text, and those a scenario exercises (null when not measured). */
  abilities: number;
  abilitiesExercised: number | null;
}

export interface CoverageReport {
  /** The reference files, joined by ", "; null without one. */
  reference: string | null;
  cards: CardCoverage[];
  totals: CoverageTotals;
  /** The totals of each set, by game and set number (a reference card no file scripts counts in its reference file's set). */
  sets: { game: string; set: number | null; totals: CoverageTotals }[];
}

/**
 * One reference card: an id (`id` or `collInfo`), an optional title and text (`text` or `gametext`), optional `stats`
 * to compare (by stat name), and its game
 * (`game` on the card or on the file's object). Without a game, the reference is of the game that scripts most of its
 * ids. A game may read files of its own format (its plugin's `reference`); such cards may give stats to compare.
 */
interface ReferenceCard extends PluginReferenceCard {
  /** Which reference file it came from (an index), to give an unscripted card its file's set. */
  from?: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export async function readReference(path: string): Promise<Parsed<ReferenceCard[]>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    const why = error instanceof SyntaxError ? `it is not JSON (${error.message})` : `cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
    return { ok: false, message: `--reference ${path}: ${why}` };
  }
  for (const plugin of plugins) {
    const own = plugin.reference?.read(raw);
    if (own) return { ok: true, value: own.map((card) => ({ game: plugin.game, ...card })) };
  }
  const list = Array.isArray(raw) ? raw : (raw as { cards?: unknown } | null)?.cards;
  const fileGame = Array.isArray(raw) ? undefined : (raw as { game?: unknown } | null)?.game;
  if (!Array.isArray(list)) return { ok: false, message: `--reference ${path}: expected a JSON array of cards (or an object with a "cards" array)` };
  const cards: ReferenceCard[] = [];
  for (const [k, entry] of list.entries()) {
    const e = (entry ?? {}) as Record<string, unknown>;
    const id = e.id ?? e.collInfo;
    if (typeof id !== "string") return { ok: false, message: `--reference ${path}: card ${k + 1} has no string "id" (or "collInfo")` };
    const text = e.text ?? e.gametext;
    const game = typeof e.game === "string" ? e.game : typeof fileGame === "string" ? fileGame : undefined;
    const stats = e.stats && typeof e.stats === "object" && !Array.isArray(e.stats) ? (e.stats as Record<string, ReferenceStat>) : undefined;
    cards.push({ ...(game ? { game } : {}), id, title: typeof e.title === "string" ? e.title : "", text: typeof text === "string" ? text : "", ...(stats ? { stats } : {}) });
  }
  return { ok: true, value: cards };
}

/** The key of a card: game, set and id (a reference card no file scripts has no set). */
const cardKey = (game: string, set: number | null, id: string) => `${game}\u0000${set ?? ""}\u0000${id}`;
/** The key of a card as scenarios name it: game and id. */
const gameKey = (game: string, id: string) => `${game}\u0000${id}`;

/** Diagnostics per card key: those inside the card's span, plus those of its file outside every card. */
function diagnosticsPerCard(files: readonly SourceFileNode[], diagnostics: readonly Diagnostic[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of files) {
    const own = diagnostics.filter((d) => d.file === file.path);
    const inside = (card: CardNode, d: Diagnostic) => d.span.start >= card.span.start && d.span.start <= card.span.end;
    const fileLevel = own.filter((d) => !file.cards.some((card) => inside(card, d))).length;
    for (const card of file.cards) {
      const key = cardKey(file.game?.name.text ?? "", file.set?.number.value ?? null, card.id.text);
      counts.set(key, (counts.get(key) ?? 0) + fileLevel + own.filter((d) => inside(card, d)).length);
    }
  }
  return counts;
}

/** The game of reference cards that name none: the game that scripts most of their ids. */
function referenceGame(cards: readonly ReferenceCard[], scripted: readonly { game: string; id: string }[]): string {
  const ids = new Set(cards.map((c) => c.id));
  const hits = new Map<string, number>();
  for (const c of scripted) if (ids.has(c.id)) hits.set(c.game, (hits.get(c.game) ?? 0) + 1);
  return [...hits].sort((a, b) => b[1] - a[1])[0]?.[0] ?? scripted[0]?.game ?? "";
}

/** The coverage report of the cards under `paths` against an optional reference and the scenarios. */
export function coverageReport(
  files: readonly SourceFileNode[],
  sets: readonly SetIR[],
  diagnostics: readonly Diagnostic[],
  scenarioCovers: readonly { game: string; covers: readonly string[] }[],
  reference: { path: string; cards: ReferenceCard[] } | null,
  /** Per game: card id → ability index → scenarios exercising it. */
  exercised: ReadonlyMap<string, AbilityCoverage["exercised"]> | null = null,
): CoverageReport {
  type Place = { game: string; set: number | null; id: string };
  const nodes = new Map<string, { node: CardNode; file: string }>();
  const places = new Map<string, Place>();
  const place = (p: Place) => {
    const key = cardKey(p.game, p.set, p.id);
    if (!places.has(key)) places.set(key, p);
    return key;
  };
  for (const file of files) {
    const game = file.game?.name.text ?? "";
    const set = file.set?.number.value ?? null;
    for (const node of file.cards) {
      const key = place({ game, set, id: node.id.text });
      if (!nodes.has(key)) nodes.set(key, { node, file: file.path });
    }
  }
  const irs = new Map(sets.flatMap((s) => s.cards.map((card) => [cardKey(s.game, s.number, card.id), card] as const)));
  const problems = diagnosticsPerCard(files, diagnostics);
  const named = new Map<string, number>();
  for (const { game, covers } of scenarioCovers) for (const id of new Set(covers)) named.set(gameKey(game, id), (named.get(gameKey(game, id)) ?? 0) + 1);

  // a reference card is the scripted card of its game with its id (in any set), else a card of its own
  const fallbackGame = referenceGame(reference?.cards ?? [], [...places.values()]);
  const referenced = new Map<string, ReferenceCard>();
  for (const card of reference?.cards ?? []) {
    const game = card.game ?? fallbackGame;
    const scripted = [...places.entries()].find(([, p]) => p.game === game && p.id === card.id)?.[0];
    referenced.set(scripted ?? place({ game, set: null, id: card.id }), card);
  }
  const scriptedOrder = sets.flatMap((s) => cardsInIdOrder(s.cards).map((card) => cardKey(s.game, s.number, card.id)));
  const uncompiled = [...nodes.keys()].filter((key) => !irs.has(key));
  const keys = [...new Set([...referenced.keys(), ...scriptedOrder, ...uncompiled])];

  const cards = keys.map((key): CardCoverage => {
    const { game, set, id } = places.get(key)!;
    const node = nodes.get(key);
    const ir = irs.get(key);
    const ref = referenced.get(key);
    const checked = node === undefined ? null : ir !== undefined && (problems.get(key) ?? 0) === 0;
    const abilities = ir?.abilities.length ?? 0;
    const differ = checked && ref?.stats ? statsDiffering(ir! as unknown as Record<string, unknown>, ref.stats) : null;
    return {
      game,
      set,
      id,
      title: ir?.title ?? node?.node.title.value ?? ref?.title ?? "",
      file: node?.file ?? null,
      scripted: node !== undefined,
      hasText: (node?.node.sentences.length ?? 0) > 0 || (ir?.text ?? ref?.text ?? "").trim() !== "",
      checked,
      textMatches: checked && ref ? textsMatch(ir!.text, ref.text) : null,
      statsMatch: differ === null ? null : differ.length === 0,
      ...(differ?.length ? { statsDiffer: differ } : {}),
      ...(ir && ref && (ir.text || ref.text) ? { texts: { rendered: ir.text, reference: ref.text } } : {}),
      scenarios: named.get(gameKey(game, id)) ?? 0,
      abilities,
      abilitiesExercised: exercised && ir ? [...(exercised.get(game)?.get(id)?.keys() ?? [])].filter((i) => i < abilities).length : null,
    };
  });
  // an unscripted reference card counts in the set that scripts most of its reference file's cards
  const fileSet = new Map<number, number>();
  for (const from of new Set([...referenced.values()].map((r) => r.from ?? 0))) {
    const hits = new Map<number, number>();
    for (const [key, r] of referenced) {
      const set = places.get(key)!.set;
      if ((r.from ?? 0) === from && set !== null) hits.set(set, (hits.get(set) ?? 0) + 1);
    }
    const best = [...hits].sort((a, b) => b[1] - a[1])[0];
    if (best) fileSet.set(from, best[0]);
  }
  const groups = new Map<string, { game: string; set: number | null; cards: CardCoverage[] }>();
  cards.forEach((c, k) => {
    const set = c.set ?? fileSet.get(referenced.get(keys[k]!)?.from ?? 0) ?? null;
    const key = `${c.game}\u0000${set ?? ""}`;
    if (!groups.has(key)) groups.set(key, { game: c.game, set, cards: [] });
    groups.get(key)!.cards.push(c);
  });
  const bySet = [...groups.values()].sort((a, b) => (a.game < b.game ? -1 : a.game > b.game ? 1 : (a.set ?? Infinity) - (b.set ?? Infinity)));
  return {
    reference: reference?.path ?? null,
    cards,
    totals: totalsOf(cards, exercised !== null),
    sets: bySet.map((g) => ({ game: g.game, set: g.set, totals: totalsOf(g.cards, exercised !== null) })),
  };
}

/** A stat's value for comparing: a number, a lowercased word, or a list of them; absent means 0 (a number) or empty (a list). */
function statValue(v: unknown, like: ReferenceStat): string {
  if (Array.isArray(like)) return Array.isArray(v) ? v.map((x) => String(x).toLowerCase()).join(", ") : v === undefined || v === null ? "" : String(v).toLowerCase();
  if (typeof like === "number") return String(typeof v === "number" ? v : v === undefined || v === null ? 0 : v);
  return String(v ?? "").toLowerCase();
}

/** The stats of `card` that differ from the reference's, as `name: card ≠ reference`. */
function statsDiffering(card: Record<string, unknown>, stats: Record<string, ReferenceStat>): string[] {
  const out: string[] = [];
  for (const [name, want] of Object.entries(stats)) {
    const got = statValue(card[name], want);
    const expected = statValue(want, want);
    if (got !== expected) out.push(`${name}: ${got || "none"} ≠ ${expected || "none"}`);
  }
  return out;
}

function totalsOf(cards: readonly CardCoverage[], measured: boolean): CoverageTotals {
  const withText = cards.filter((c) => c.scripted && c.hasText);
  const count = (test: (c: CardCoverage) => boolean) => cards.filter(test).length;
  return {
    cards: cards.length,
    scripted: count((c) => c.scripted),
    checked: count((c) => c.checked === true),
    textCompared: count((c) => c.textMatches !== null),
    textMatches: count((c) => c.textMatches === true),
    statsCompared: count((c) => c.statsMatch !== null),
    statsMatch: count((c) => c.statsMatch === true),
    scriptedWithText: withText.length,
    withScenario: count((c) => c.scripted && c.hasText && c.scenarios > 0),
    abilities: withText.reduce((n, c) => n + c.abilities, 0),
    abilitiesExercised: measured ? withText.reduce((n, c) => n + (c.abilitiesExercised ?? 0), 0) : null,
  };
}

function table(report: CoverageReport, color: boolean, showTexts: boolean): string {
  const mark = (value: boolean | null) => (value === null ? "–" : value ? (color ? pc.green("✓") : "✓") : color ? pc.red("✗") : "✗");
  const titleWidth = Math.min(32, Math.max(5, ...report.cards.map((c) => c.title.length)));
  const idWidth = Math.max(4, ...report.cards.map((c) => c.id.length));
  const cut = (s: string) => (s.length > titleWidth ? `${s.slice(0, titleWidth - 1)}…` : s.padEnd(titleWidth));
  // the game is shown only when the report covers several (an id is then no longer enough to know a card)
  const games = new Set(report.cards.map((c) => c.game)).size > 1;
  const gameWidth = Math.max(4, ...report.cards.map((c) => c.game.length));
  const game = (text: string) => (games ? `${text.padEnd(gameWidth)}  ` : "");
  // the stats column only for a reference that gives stats
  const stats = report.totals.statsCompared > 0;
  const head = `${game("game")}${"card".padEnd(idWidth)}  ${"title".padEnd(titleWidth)}  scripted  checked  ${stats ? "stats  " : ""}text  scenarios  abilities`;
  const exercised = (c: CardCoverage) => (c.abilitiesExercised === null ? "–" : `${c.abilitiesExercised}/${c.abilities}`);
  const rows = report.cards.map(
    (c) =>
      `${game(c.game)}${c.id.padEnd(idWidth)}  ${cut(c.title)}  ${mark(c.scripted)}         ${mark(c.checked)}        ${stats ? `${mark(c.statsMatch)}      ` : ""}${mark(c.textMatches)}     ${String(c.scenarios).padEnd(9)}  ${exercised(c)}`,
  );
  const pct = (n: number, of: number) => (of === 0 ? "–" : `${((100 * n) / of).toFixed(1)}%`);
  const line = (t: CoverageTotals, what: string) =>
    [
      `${what}${t.cards} cards`,
      `scripted ${t.scripted}/${t.cards} (${pct(t.scripted, t.cards)})`,
      `checked clean ${t.checked}/${t.scripted}`,
      ...(t.statsCompared > 0 ? [`stats equal ${t.statsMatch}/${t.statsCompared}`] : []),
      `text matches ${t.textMatches}/${t.textCompared} (${pct(t.textMatches, t.textCompared)})`,
      `scenarios for ${t.withScenario}/${t.scriptedWithText} scripted cards with text`,
      ...(t.abilitiesExercised === null ? [] : [`abilities exercised ${t.abilitiesExercised}/${t.abilities}`]),
    ].join(" · ");
  // a line per set when the report covers several, then the whole
  const perSet = report.sets.length > 1 ? report.sets.map((s) => line(s.totals, `${games ? `${s.game} ` : ""}${s.set === null ? "no set" : `set ${s.set}`}: `)) : [];
  const whole = line(report.totals, "").replace(/^(\d+ cards)/, `$1${report.reference ? ` (reference: ${report.reference})` : ""}`);
  return [color ? pc.bold(head) : head, ...rows, ...(showTexts ? textsBeside(report) : []), "", ...perSet, whole].join("\n");
}

/** Under the table, each card whose stats or text differ from the reference: the differences, the two texts. */
function textsBeside(report: CoverageReport): string[] {
  const out: string[] = [];
  for (const c of report.cards) {
    if (c.statsMatch !== false && c.textMatches !== false) continue;
    out.push("", `${c.id} ${c.title}`);
    for (const d of c.statsDiffer ?? []) out.push(`  stat       ${d}`);
    if (c.textMatches === false && c.texts) out.push(`  rendered   ${c.texts.rendered.replace(/\n/g, " ")}`, `  reference  ${c.texts.reference.replace(/\n/g, " ")}`);
  }
  return out;
}

export async function runCoverage(paths: string[], opts: CoverageOptions, output: Output): Promise<number> {
  const referencePaths = opts.reference === undefined ? [] : [opts.reference].flat();
  const read = await Promise.all(referencePaths.map(readReference));
  const broken = read.find((r) => !r.ok);
  if (broken && !broken.ok) {
    output.err(`cardc coverage: ${broken.message}`);
    return exitUsage;
  }
  const reference = referencePaths.length
    ? { path: referencePaths.join(", "), cards: read.flatMap((r, from) => (r.ok ? r.value.map((card) => ({ ...card, from })) : [])) }
    : null;
  // the project's cards and scenarios where none are given
  const project = paths.length && opts.scenarios !== undefined ? null : await projectPaths(output, paths.length ? ["scenarios"] : ["include", "scenarios"]);
  if (!project && (!paths.length || opts.scenarios === undefined)) return exitUsage;
  const scenarioPaths = opts.scenarios ?? project!.paths.filter((p) => p.endsWith(".scenario"));
  if (!paths.length) paths = project!.paths.filter((p) => p.endsWith(".card"));
  const [loaded, scenarios] = await Promise.all([loadSources(paths), loadScenarios(scenarioPaths)]);
  const scenarioProblems = scenarios.diagnostics;
  if (reportUsageProblems(output, [...loaded.diagnostics, ...scenarioProblems])) return exitUsage;
  const compiled = compile(loaded.sources, await projectContext(loaded.sources));
  const runnable = await loadCompiledCards(paths);
  // each game's scenarios run apart, so the exercised abilities are keyed by game, then card id
  const exercised = runnable.ok
    ? new Map(Object.entries(runnable.byGame).map(([game, cards]) => [game, abilityCoverage({ [game]: cards }, scenarios.scenarios.filter((s) => s.game === game)).exercised]))
    : null;
  const report = coverageReport(
    compiled.files,
    compiled.sets,
    [...loaded.diagnostics, ...compiled.diagnostics],
    scenarios.scenarios,
    reference,
    exercised,
  );
  output.out(opts.json ? JSON.stringify(report) : table(report, output.color, opts.differences === true));
  return exitOk;
}
