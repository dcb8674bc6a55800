/**
 * A scenario per ability (issue 4): every ability of every bundled card with game text is exercised
 * by at least one passing scenario that names the card — its handler ran (activated ability used,
 * trigger or response resolved, event played, `To play` requirement checked, placement consulted)
 * or the engine consulted it (a static ability's modifier applied, a keyword read by its rule).
 * See docs/scenarios.md, "A scenario per ability".
 */
import { describe, expect, it } from "vitest";
import { loadCompiledCards, loadScenarios } from "../../compiler/cli/commands/test.ts";
import { parseScenarios } from "../../runtime/scenario/parse.ts";
import { abilityCoverage } from "../../runtime/scenario/coverage.ts";
import { plugins } from "../../runtime/games/registry.ts";

const cards = await loadCompiledCards(["cards"]);
const files = await loadScenarios(["scenarios"]);
/** The cards of the games that have scenarios (a game's plugin says how they run): all must be exercised. */
const scenarioDefs = Object.assign({}, ...plugins.filter((p) => p.scenarios).map((p) => cards.byGame[p.game]?.defs ?? {})) as (typeof cards.byGame)[string]["defs"];

/** `card id: ability index (first words of its English)` for each ability no scenario exercises. */
function unexercised(exercised: Map<string, Map<number, number>>): string[] {
  const defs = scenarioDefs;
  const out: string[] = [];
  for (const id of Object.keys(defs).sort()) {
    const def = defs[id]!;
    if (String(def.text ?? "").trim() === "") continue;
    const lines = String(def.text).split("\n");
    (def.abilities ?? []).forEach((_, i) => {
      if (exercised.get(id)?.has(i)) return;
      const words = (lines[i] ?? "").split(/\s+/);
      out.push(`${id}: ${i} (${words.slice(0, 8).join(" ")}${words.length > 8 ? " …" : ""})`);
    });
  }
  return out;
}

describe("a scenario per ability", () => {
  it("every ability of every bundled card with game text is exercised by a scenario naming the card", () => {
    expect(cards.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const { exercised } = abilityCoverage(cards.byGame, files.scenarios);
    const missing = unexercised(exercised);
    const total = Object.values(scenarioDefs).reduce((n, d) => n + (d.abilities ?? []).length, 0);
    console.log(`ability coverage: ${total - missing.length}/${total} abilities exercised`);
    expect(missing, `abilities no scenario exercises:\n${missing.join("\n")}`).toEqual([]);
  });
});

describe("the observer", () => {
  const run = (source: string) => {
    const { scenarios, diagnostics } = parseScenarios(source, "mem.scenario");
    expect(diagnostics).toEqual([]);
    return abilityCoverage(cards.byGame, scenarios).exercised;
  };

  it("sees an activated ability used, by its index", () => {
    const seen = run(`scenario "Gimli's Fellowship ability"
  cards 1U12
  phase fellowship
  card gimli 1U12 free-peoples characters
  card axe 1C9 free-peoples hand
  use gimli
  expect outcome done
`);
    expect([...(seen.get("1U12")?.keys() ?? [])]).toEqual([1]);
  });

  it("sees a keyword only when its rule reads it, and a static only when its modifier applies", () => {
    const idle = run(`scenario "Gimli in play, nothing asked"
  cards 1U12
  card gimli 1U12 free-peoples characters
  expect twilight 0
`);
    expect(idle.get("1U12")).toBeUndefined();
    const asked = run(`scenario "Gimli's damage read"
  cards 1U12
  card gimli 1U12 free-peoples characters
  expect keyword gimli damage 1
`);
    expect([...(asked.get("1U12")?.keys() ?? [])]).toEqual([0]);
    const legolas = (minion: string) =>
      run(`scenario "Legolas skirmishing"
  cards 1U51
  phase skirmish
  card legolas 1U51 free-peoples characters
  card minion ${minion} shadow characters
  skirmish legolas vs minion
  expect strength legolas ${minion === "1U231" ? 9 : 6}
`).get("1U51");
    expect(legolas("1U231")?.has(1)).toBe(true);
    expect(legolas("1U178")?.has(1) ?? false).toBe(false);
  });

  it("sees a `To play` requirement checked (even when refused) and a placement consulted", () => {
    const refused = run(`scenario "Dwarf Guard without a Dwarf"
  cards 1C7
  card guard 1C7 free-peoples hand
  play guard
  expect outcome refused
`);
    expect([...(refused.get("1C7")?.keys() ?? [])]).toEqual([0]);
    const placed = run(`scenario "Dwarven Axe on Gimli"
  cards 1C9
  card gimli 1U12 free-peoples characters
  card axe 1C9 free-peoples hand
  play axe on gimli
  expect on axe gimli
`);
    expect(placed.get("1C9")?.has(0)).toBe(true);
  });

  it("counts nothing for a failing scenario or a card the scenario does not name", () => {
    const failing = run(`scenario "wrong"
  cards 1U12
  card gimli 1U12 free-peoples characters
  expect keyword gimli damage 2
`);
    expect(failing.size).toBe(0);
    const unnamed = run(`scenario "not about Gimli"
  cards 1C311
  card gimli 1U12 free-peoples characters
  expect keyword gimli damage 1
`);
    expect(unnamed.size).toBe(0);
  });
});
