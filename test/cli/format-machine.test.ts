import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { allCodes } from "../../compiler/diagnostics/codes/index.ts";
import { escapeData, escapeProperty, formatGithub } from "../../compiler/diagnostics/format/github.ts";
import { formatJson } from "../../compiler/diagnostics/format/json.ts";
import { formatSarif } from "../../compiler/diagnostics/format/sarif.ts";
import { expectValidSarif } from "./sarif-shape.ts";

const span = { start: 10, end: 15, line: 5, column: 13, endLine: 5, endColumn: 18 };
const withFix: Diagnostic = {
  code: "CS2003",
  severity: "error",
  file: "cards/set 1/a.card",
  span,
  message: "Unknown word 'exret'; expected an effect.",
  expected: "an effect",
  found: "exret",
  fixes: [{ title: "Replace with 'exert'", edits: [{ file: "cards/set 1/a.card", span, newText: "exert" }] }],
  related: [{ file: "b.card", span, message: "first defined here" }],
};
const plain: Diagnostic = { code: "CS9007", severity: "warning", file: "/abs/empty.card", span: { ...span, line: 1, column: 1, endLine: 1, endColumn: 1 }, message: "Empty: 100% blank,\nskipped." };
const unknown: Diagnostic = { code: "CS0000", severity: "info", file: "c.card", span, message: "m" };

describe("json format", () => {
  it("is an array of flat diagnostics with every field", () => {
    const parsed = JSON.parse(formatJson([withFix, plain]));
    expect(parsed).toEqual([
      {
        code: "CS2003",
        severity: "error",
        file: "cards/set 1/a.card",
        line: 5,
        column: 13,
        endLine: 5,
        endColumn: 18,
        message: "Unknown word 'exret'; expected an effect.",
        expected: "an effect",
        found: "exret",
        fixes: [{ title: "Replace with 'exert'", edits: [{ file: "cards/set 1/a.card", line: 5, column: 13, endLine: 5, endColumn: 18, newText: "exert" }] }],
        related: [{ file: "b.card", line: 5, column: 13, endLine: 5, endColumn: 18, message: "first defined here" }],
      },
      expect.objectContaining({ code: "CS9007", expected: null, found: null, fixes: [], related: [] }),
    ]);
  });

  it("is an empty array when there is nothing to report", () => {
    expect(JSON.parse(formatJson([]))).toEqual([]);
  });
});

describe("sarif format", () => {
  const log = JSON.parse(formatSarif([withFix, plain, unknown], "1.2.3"));

  it("is a structurally valid SARIF 2.1.0 log", () => {
    expectValidSarif(log);
    expect(log.runs[0].tool.driver).toMatchObject({ name: "cardc", version: "1.2.3" });
  });

  it("has a rule for every catalogue code, and for a reported code missing from it", () => {
    const ids = log.runs[0].tool.driver.rules.map((r: { id: string }) => r.id);
    for (const c of allCodes) expect(ids).toContain(c.code);
    expect(ids).toContain("CS0000");
    const rule = log.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === "CS9007");
    expect(rule).toMatchObject({ shortDescription: { text: "Empty file" }, defaultConfiguration: { level: "warning" } });
  });

  it("maps results, levels, locations and fixes", () => {
    const [first, second, third] = log.runs[0].results;
    expect(first).toMatchObject({
      ruleId: "CS2003",
      level: "error",
      message: { text: withFix.message },
      locations: [{ physicalLocation: { artifactLocation: { uri: "cards/set%201/a.card" }, region: { startLine: 5, startColumn: 13, endLine: 5, endColumn: 18 } } }],
      fixes: [
        {
          description: { text: "Replace with 'exert'" },
          artifactChanges: [{ artifactLocation: { uri: "cards/set%201/a.card" }, replacements: [{ deletedRegion: { startLine: 5, startColumn: 13 }, insertedContent: { text: "exert" } }] }],
        },
      ],
    });
    expect(log.runs[0].tool.driver.rules[first.ruleIndex].id).toBe("CS2003");
    expect(second.level).toBe("warning");
    expect(second.locations[0].physicalLocation.artifactLocation.uri).toBe("file:///abs/empty.card");
    expect(third.level).toBe("note");
  });
});

describe("github format", () => {
  it("writes one workflow command per diagnostic", () => {
    expect(formatGithub([withFix]).split("\n")).toEqual([
      "::error file=cards/set 1/a.card,line=5,col=13,endLine=5,endColumn=18,title=CS2003::Unknown word 'exret'; expected an effect.",
    ]);
  });

  it("uses warning and notice for the other severities, and escapes data and properties", () => {
    const lines = formatGithub([plain, { ...unknown, file: "a,b:c.card" }]).split("\n");
    expect(lines).toEqual([
      "::warning file=/abs/empty.card,line=1,col=1,endLine=1,endColumn=1,title=CS9007::Empty: 100%25 blank,%0Askipped.",
      "::notice file=a%2Cb%3Ac.card,line=5,col=13,endLine=5,endColumn=18,title=CS0000::m",
    ]);
  });

  it("escapes like the GitHub Actions toolkit", () => {
    expect(escapeData("a%b\r\nc:d,e")).toBe("a%25b%0D%0Ac:d,e");
    expect(escapeProperty("a%b\r\nc:d,e")).toBe("a%25b%0D%0Ac%3Ad%2Ce");
  });
});
