/**
 * The Confrontation's scenario runner (runtime/games/confrontation/scenario/): positions the rules could not reach and
 * answers the engine does not offer are CS4105 errors, never exceptions; abilities are observed only when the engine
 * runs or consults them; `newPosition` builds valid states only.
 */
import { describe, expect, it } from "vitest";
import { loadCompiledCards, cardsOf } from "../../../compiler/cli/commands/test.ts";
import { newPosition } from "../../../runtime/games/confrontation/engine.ts";
import { violations } from "../../../runtime/games/confrontation/invariants.ts";
import { abilityCoverage } from "../../../runtime/scenario/coverage.ts";
import { parseScenarios } from "../../../runtime/scenario/parse.ts";
import { runScenario } from "../../../runtime/scenario/run.ts";

const cards = await loadCompiledCards(["cards"]);
const parse = (body: string) => {
  const { scenarios, diagnostics } = parseScenarios(`game confrontation\nscenario "s"\n${body}`, "mem.scenario");
  expect(diagnostics).toEqual([]);
  return scenarios[0]!;
};
const run = (body: string) => runScenario(cardsOf(cards, "confrontation"), parse(body));
const codes = (body: string) => run(body).diagnostics.map((d) => [d.code, d.span.line]);

describe("newPosition", () => {
  it("builds a state that passes the invariants, the rest of each side defeated", () => {
    const m = newPosition({ pieces: [{ card: "1F1", region: "The Shire" }, { card: "1S1", region: "Gondor" }], used: ["1F15"] });
    expect(m.problems).toEqual([]);
    expect(violations(m.state!)).toEqual([]);
    expect(m.state!.pieces.filter((p) => p.defeated)).toHaveLength(16);
    expect(m.state!.hands.fellowship.used).toEqual(["1F15"]);
    expect(m.state!.pending).toEqual({ kind: "move", player: "sauron" });
  });
  it.each([
    ["both sides in a region", [{ card: "1F1", region: "Eregion" }, { card: "1S1", region: "Eregion" }], /both sides/],
    ["over capacity", [{ card: "1F1", region: "The Shire" }, { card: "1F2", region: "Eregion" }, { card: "1F3", region: "Eregion" }, { card: "1F4", region: "Eregion" }, { card: "1S1", region: "Gondor" }], /over capacity/],
    ["Frodo defeated", [{ card: "1F2", region: "Eregion" }, { card: "1S1", region: "Gondor" }], /Frodo is defeated/],
    ["Frodo in an empty Mordor", [{ card: "1F1", region: "Mordor" }, { card: "1S1", region: "Gondor" }], /Frodo is in Mordor/],
    ["a revealed piece between battles", [{ card: "1F1", region: "The Shire", revealed: true }, { card: "1S1", region: "Gondor" }], /revealed/],
    ["the side to move cannot move", [{ card: "1F1", region: "Eregion" }, { card: "1S1", region: "The Shire" }], /no move/],
  ])("refuses %s", (_name, pieces, problem) => {
    const m = newPosition({ pieces });
    expect(m.state).toBeNull();
    expect(m.problems.join("; ")).toMatch(problem);
  });
  it("refuses nine used cards (the player would have taken them back)", () => {
    const m = newPosition({ pieces: [{ card: "1F1", region: "The Shire" }, { card: "1S1", region: "Gondor" }], used: ["1S11", "1S12", "1S13", "1S14", "1S15", "1S16", "1S17", "1S18", "1S19"] });
    expect(m.problems.join()).toMatch(/no card to play/);
  });
});

describe("scenario errors (CS4105), never exceptions", () => {
  const base = "  piece merry 1F4 eregion\n  piece frodo 1F1 shire\n  piece rider 1S3 caradhras\n";
  it("a position the rules could not reach", () => {
    expect(codes("  piece frodo 1F1 eregion\n  piece orcs 1S1 eregion\n  expect turn sauron\n")).toEqual([["CS4105", 5]]);
    expect(codes("  piece merry 1F4 eregion\n  piece orcs 1S1 gondor\n  expect turn sauron\n")).toEqual([["CS4105", 5]]);
  });
  it("a card id that is not the game's, a character twice, a combat card as a piece", () => {
    expect(codes("  piece x 1U12 shire\n  expect turn sauron\n")).toEqual([["CS4105", 3]]);
    expect(codes("  piece a 1F1 shire\n  piece b 1F1 arthedain\n  expect turn sauron\n")).toEqual([["CS4105", 4]]);
    expect(codes("  piece a 1F15 shire\n  expect turn sauron\n")).toEqual([["CS4105", 3]]);
  });
  it("a choice the decision does not offer", () => {
    expect(codes(`${base}  attack rider eregion\n  combat 1S11 1F16\n  choose rhudaur\n  expect turn sauron\n`)).toEqual([["CS4105", 8]]);
    expect(codes(`${base}  attack rider eregion\n  combat 1S11 1F16\n  choose no\n  expect turn sauron\n`)).toEqual([["CS4105", 8]]);
  });
  it("a used card played, or a card when the engine waits for something else", () => {
    expect(codes(`  used 1F15\n${base}  attack rider eregion\n  play 1S11\n  play 1F15\n  expect turn sauron\n`)).toEqual([["CS4105", 9]]);
    expect(codes(`${base}  play 1S11\n  expect turn sauron\n`)).toEqual([["CS4105", 6]]);
    expect(codes(`${base}  attack rider eregion\n  play 1F15\n  expect turn sauron\n`)).toEqual([["CS4105", 7]]);
  });
  it("an attack on a region without enemies, a move into one with enemies, a position line after an action", () => {
    expect(codes(`${base}  attack rider enedwaith\n  expect turn sauron\n`)).toEqual([["CS4105", 6]]);
    expect(codes(`${base}  move rider eregion\n  expect turn sauron\n`)).toEqual([["CS4105", 6]]);
    expect(codes(`${base}  expect turn sauron\n  turn fellowship\n`)).toEqual([["CS4105", 7]]);
  });
  it("an illegal move is an outcome, not an error", () => {
    const r = run(`${base}  move rider mordor\n  expect outcome illegal\n  expect region rider caradhras\n`);
    expect(r.failures).toEqual([]);
  });
});

describe("ability coverage", () => {
  const seen = (body: string, card: string) => [...(abilityCoverage(cards.byGame, [{ ...parse(body), covers: [card] }]).exercised.get(card)?.keys() ?? [])];
  it("sees a text the engine runs, by its index in the compiled card", () => {
    expect(seen("  piece merry 1F4 eregion\n  piece frodo 1F1 shire\n  piece wk 1S7 caradhras\n  attack wk eregion\n  expect defeated wk yes\n", "1F4")).toEqual([0]);
    expect(seen("  piece merry 1F4 eregion\n  piece frodo 1F1 shire\n  piece rider 1S3 caradhras\n  attack rider eregion\n  combat 1S11 1F17\n  expect log \"Totals: Merry 2, Black Rider 3\"\n", "1F17")).toEqual([0]);
  });
  it("a card merely on the board, or a text that does not apply, exercises nothing", () => {
    expect(seen("  piece merry 1F4 eregion\n  piece frodo 1F1 shire\n  piece rider 1S3 caradhras\n  attack rider eregion\n  combat 1S11 1F11\n  expect defeated merry yes\n", "1F4")).toEqual([]);
    expect(seen("  piece balrog 1S8 gondor\n  piece frodo 1F1 eregion\n  turn fellowship\n  move frodo fangorn\n  expect region frodo fangorn\n", "1S8")).toEqual([]);
  });
});
