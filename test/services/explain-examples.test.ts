/**
 * Every catalogue entry's two examples, run as a user would meet them: the `example` reports the entry's code and
 * the `fixed` one does not. Card snippets without a `game` line run as set 1 of the bundled card game; decks are
 * checked against the bundled cards, scenarios parsed and run by the engine, project files opened as a project.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCodes } from "../../compiler/diagnostics/codes/index.ts";
import type { DiagnosticCode } from "../../compiler/diagnostics/codes/catalogue.ts";
import { checkDecks } from "../../compiler/decks/index.ts";
import { compile } from "../../compiler/services/compile.ts";
import { loadSources } from "../../compiler/services/load-sources.ts";
import type { SetIR } from "../../compiler/ir/ir.ts";
import { loadCompiledCards, type LoadedCards } from "../../compiler/cli/commands/test.ts";
import { projectPaths } from "../../compiler/cli/project-paths.ts";
import { parseScenarios } from "../../runtime/scenario/parse.ts";
import { runScenario } from "../../runtime/scenario/run.ts";
import { plugins } from "../../runtime/games/registry.ts";

// the catalogue's card examples are written for the first game of the registry, the bundled card game
const game = plugins[0]!.game;
const cardPrefix = `game ${game}\nset 1\n\n`;
let sets: SetIR[] = [];
let cards: LoadedCards;
const dirs: string[] = [];

beforeAll(async () => {
  sets = compile((await loadSources([`cards/${game}`])).sources).sets;
  cards = await loadCompiledCards(["cards"]);
}, 120_000);
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The codes `text`, read as the entry's kind of input, reports. */
async function codesOf(entry: DiagnosticCode, text: string): Promise<string[]> {
  switch (entry.input ?? "card") {
    case "card":
      return compile([{ path: "example.card", text: /^\s*game\b/m.test(text) ? text : cardPrefix + text }]).diagnostics.map((d) => d.code);
    case "deck":
      return checkDecks([{ path: "example.deck", text }], sets).map((d) => d.code);
    case "scenario": {
      const parsed = parseScenarios(text, "example.scenario");
      const ran = parsed.diagnostics.some((d) => d.severity === "error") ? [] : parsed.scenarios.flatMap((s) => runScenario(cards.byGame[s.game] ?? { defs: {}, handlers: {} }, s).diagnostics);
      return [...parsed.diagnostics, ...ran].map((d) => d.code);
    }
    case "project": {
      const dir = mkdtempSync(join(tmpdir(), "cardscript-explain-"));
      dirs.push(dir);
      mkdirSync(join(dir, "cards"));
      writeFileSync(join(dir, "cards", "set.card"), `${cardPrefix}card 1C1 "A" {\n  Dwarven event\n  Fellowship: draw a card.\n}\n`);
      writeFileSync(join(dir, "cardscript.json"), text);
      let printed = "";
      const output = { out: (t: string) => void (printed += t), err: (t: string) => void (printed += t), color: false };
      await projectPaths(output, ["include"], "json", dir);
      return [...printed.matchAll(/CS\d{4}/g)].map((m) => m[0]);
    }
    case "command":
      return [];
  }
}

describe("cardc explain examples", () => {
  it("gives every entry a fixed example that differs from the wrong one", () => {
    for (const c of allCodes) {
      expect(c.fixed.trim(), c.code).not.toBe("");
      expect(c.fixed, c.code).not.toBe(c.example);
    }
  });

  it("runs every example but command lines and the few that say why not", () => {
    const notRun = allCodes.filter((c) => c.notRun !== undefined || c.input === "command").map((c) => c.code);
    for (const c of allCodes.filter((c) => c.input === "command")) expect(c.notRun, c.code).toBeDefined();
    expect(notRun.length).toBeLessThanOrEqual(16);
  });

  for (const entry of allCodes.filter((c) => c.notRun === undefined)) {
    it(`${entry.code}: the example reports it and the fixed one does not`, async () => {
      expect(await codesOf(entry, entry.example), "example").toContain(entry.code);
      expect(await codesOf(entry, entry.fixed), "fixed").not.toContain(entry.code);
    });
  }
});
