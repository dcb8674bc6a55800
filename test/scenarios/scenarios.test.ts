/**
 * Every scenario under scenarios/ runs as its own test case against the compiled cards/, and every
 * bundled card with game text is named by at least one scenario.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardsOf, loadCompiledCards, loadScenarios } from "../../compiler/cli/commands/test.ts";
import { plugins } from "../../runtime/games/registry.ts";
import { parseScenarios } from "../../runtime/scenario/parse.ts";
import { runScenario } from "../../runtime/scenario/run.ts";

const cards = await loadCompiledCards(["cards"]);
const files = await loadScenarios(["scenarios"]);

describe("scenario files", () => {
  it("compile and parse without diagnostics", () => {
    expect(cards.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(files.diagnostics).toEqual([]);
    expect(files.scenarios.length).toBeGreaterThan(0);
  });

  for (const s of files.scenarios) {
    it(`${s.file}:${s.span.line} ${s.name}`, () => {
      const r = runScenario(cardsOf(cards, s.game), s);
      expect(r.failures).toEqual([]);
      expect(r.passed).toBe(true);
    });
  }
});

describe("scenario coverage of the bundled cards", () => {
  const starters = JSON.parse(readFileSync(join(import.meta.dirname, "../../../shared/data/lotr-tcg-starters.json"), "utf8")) as { decks: { ringBearer: string; ring: string; sites: { card: string }[]; drawDeck: { card: string }[] }[] };
  const starterIds = new Set(starters.decks.flatMap((d) => [d.ringBearer, d.ring, ...d.sites.map((s) => s.card), ...d.drawDeck.map((c) => c.card)]));
  // the cards of the games that have scenarios (a game's plugin says how they run)
  const defs = Object.assign({}, ...plugins.filter((p) => p.scenarios).map((p) => cards.byGame[p.game]?.defs ?? {})) as (typeof cards.byGame)[string]["defs"];
  const withText = Object.keys(defs).filter((id) => String(defs[id]?.text ?? "").trim() !== "").sort();
  const covered = new Set(files.scenarios.flatMap((s) => s.covers));

  it("every bundled card with game text has a scenario (a card enters cards/ only with one)", () => {
    const missing = withText.filter((id) => !covered.has(id));
    console.log(`scenario coverage: ${withText.length - missing.length}/${withText.length} bundled cards with text`);
    expect(missing).toEqual([]);
  });

  it("the 68 starter cards with game text are all bundled", () => {
    expect([...starterIds].filter((id) => withText.includes(id))).toHaveLength(68);
  });
});

describe("runner", () => {
  const source = `scenario "a wrong expectation fails"
  card gimli 1U12 free-peoples characters
  expect strength gimli 7
  expect wounds gimli 0
`;
  it("reports a failed expectation with its line", () => {
    const { scenarios, diagnostics } = parseScenarios(source, "mem.scenario");
    expect(diagnostics).toEqual([]);
    const r = runScenario(cardsOf(cards, scenarios[0]!.game), scenarios[0]!);
    expect(r.passed).toBe(false);
    expect(r.failures).toEqual([{ line: 3, column: 3, message: "expected strength of gimli 7, found 6" }]);
  });

  it("reports an unknown card id as a diagnostic instead of throwing", () => {
    const { scenarios } = parseScenarios(`scenario "x"\n  card a 9Z999 shadow hand\n  expect twilight 0\n`, "mem.scenario");
    const r = runScenario(cardsOf(cards, scenarios[0]!.game), scenarios[0]!);
    expect(r.diagnostics.map((d) => [d.code, d.span.line])).toEqual([["CS4105", 2]]);
    expect(r.passed).toBe(false);
  });
});
