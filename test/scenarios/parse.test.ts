/** Scenario parse errors are diagnostics with a code, a 1-based line/column and a message. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDeck } from "../../compiler/decks/parse.ts";
import { parseScenarios } from "../../runtime/scenario/parse.ts";

const cases: [string, string, [string, number, number][]][] = [
  ["unknown statement, with a suggestion", `scenario "s"\n  plya x\n`, [["CS4101", 2, 3]]],
  ["statement before any scenario", `card a 1U12 shadow hand\n`, [["CS4104", 1, 1]]],
  ["undeclared card name", `scenario "s"\n  use gimli\n  expect twilight 0\n`, [["CS4103", 2, 7]]],
  ["bad zone", `scenario "s"\n  card a 1U12 shadow hnd\n  expect twilight 0\n`, [["CS4102", 2, 22]]],
  ["missing argument", `scenario "s"\n  expect wounds\n  expect twilight 0\n`, [["CS4102", 2, 16]]],
  ["unterminated name", `scenario "s\n`, [["CS4106", 1, 10], ["CS4102", 1, 1]]],
  ["duplicate card name", `scenario "s"\n  card a 1U12 shadow hand\n  card a 1U12 shadow hand\n  expect twilight 0\n`, [["CS4107", 3, 8]]],
  ["bad outcome (its scenario has an error: no CS4108 echo)", `scenario "s"\n  expect outcome dnoe\n`, [["CS4101", 2, 18]]],
  ["unknown phase", `scenario "s"\n  phase fellowshp\n  expect twilight 0\n`, [["CS4102", 2, 9]]],
  ["unknown timing of a use", `scenario "s"\n  card g 1U12 free-peoples characters\n  use g skirmsh\n  expect twilight 0\n`, [["CS4102", 3, 9]]],
  // braces are reported once, and the lines inside are still read as the scenario's
  ["braces around a scenario", `scenario "s" {\n  card g 1U12 free-peoples characters\n  expect wounds g 0\n}\n`, [["CS4109", 1, 14]]],
  ["name not quoted", `scenario Gimli exerts\n  expect twilight 0\n`, [["CS4102", 1, 1]]],
];

describe("scenario parse diagnostics", () => {
  for (const [name, text, want] of cases) {
    it(name, () => {
      const { diagnostics } = parseScenarios(text, "t.scenario");
      expect(diagnostics.map((d) => [d.code, d.span.line, d.span.column])).toEqual(want);
      for (const d of diagnostics) expect(d.message).toMatch(/^Expected /);
    });
  }

  it("suggests the closest phase, zone, side and declared card name", () => {
    const { diagnostics } = parseScenarios(`scenario "s"\n  phase regruop\n  card frodo 1C290 free-peple charcters\n  card sam 1C311 free-peoples charcters\n  wounds frdo 1\n`, "t.scenario");
    expect(diagnostics.map((d) => /Did you mean '([^']+)'/.exec(d.message)?.[1])).toEqual(["regroup", "free-peoples", "characters", "frodo"]);
  });

  it("gives braces a fix that removes them, and opens the scenario anyway", () => {
    const text = `scenario "s" {\n  card g 1U12 free-peoples characters\n  expect wounds g 0\n}\n`;
    const { scenarios, diagnostics } = parseScenarios(text, "t.scenario");
    const edit = diagnostics[0]!.fixes![0]!.edits[0]!;
    expect(text.slice(edit.span.start, edit.span.end)).toBe("{");
    expect(edit.newText).toBe("");
    expect(scenarios.map((s) => [s.name, s.statements.length, s.errors])).toEqual([["s", 2, 1]]);
  });

  it("suggests the closest statement", () => {
    const { diagnostics } = parseScenarios(`scenario "s"\n  plya x\n`, "t.scenario");
    expect(diagnostics[0]!.message).toContain("Did you mean 'play'?");
  });

  it("parses a valid scenario into statements and covered cards", () => {
    const { scenarios, diagnostics } = parseScenarios(`scenario "ok"\n  cards 1U12 1C26\n  card g 1U12 free-peoples characters # Gimli\n  use g fellowship\n  expect outcome done\n`, "t.scenario");
    expect(diagnostics).toEqual([]);
    expect(scenarios[0]!.covers).toEqual(["1U12", "1C26"]);
    expect(scenarios[0]!.statements.map((s) => [s.keyword.text, ...s.args.map((a) => a.text)])).toEqual([
      ["card", "g", "1U12", "free-peoples", "characters"],
      ["use", "g", "fellowship"],
      ["expect", "outcome", "done"],
    ]);
  });
});

describe("parsers never throw", () => {
  const lines = fc.array(fc.oneof(fc.string(), fc.constantFrom('scenario "x"', "card a 1U12 shadow hand", "expect", '"', "use a on", "2 1U12", "deck d", "game", "site")), { maxLength: 8 });
  it("on any scenario text", () => {
    fc.assert(fc.property(lines, (ls) => Array.isArray(parseScenarios(ls.join("\n"), "f").diagnostics)));
  });
  it("on any deck text", () => {
    fc.assert(fc.property(lines, (ls) => Array.isArray(parseDeck(ls.join("\n"), "f").diagnostics)));
  });
});

describe("the game line", () => {
  it("names the file's game before its first scenario; without one, the game is the folder's (scenarios/<game>/)", () => {
    const a = parseScenarios(`game lotr-tcg\nscenario "x"\n  card gimli 1U12 free-peoples characters\n  expect wounds gimli 0\n`, "mine.scenario");
    expect(a.diagnostics).toEqual([]);
    expect(a.scenarios[0]!.game).toBe("lotr-tcg");
    expect(parseScenarios(`scenario "x"\n  expect twilight 0\n`, "scenarios/lotr-tcg/set01/x.scenario").scenarios[0]!.game).toBe("lotr-tcg");
  });

  it("reports an unknown game with the known ones, and a game line after a scenario", () => {
    const unknown = parseScenarios(`game lotr-tgc\nscenario "x"\n  expect twilight 0\n`, "x.scenario");
    expect(unknown.diagnostics.map((d) => [d.code, d.message])).toEqual([["CS4101", expect.stringMatching(/Did you mean 'lotr-tcg'\?/)]]);
    const late = parseScenarios(`scenario "x"\n  expect twilight 0\ngame lotr-tcg\n`, "x.scenario");
    expect(late.diagnostics.map((d) => d.code)).toEqual(["CS4102"]);
  });
});
