import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { formatHuman } from "../../compiler/diagnostics/format/human.ts";
import { summaryLine } from "../../compiler/diagnostics/format/summary.ts";
import { LineMap } from "../../compiler/diagnostics/span.ts";

const text = "game lotr-tcg\nset 1\n\ncard 1U12 \"Gimli\" {\n  Skirmish: exret a Dwarf then draw a card.\n}\n";
const map = new LineMap(text);

function at(file: string, start: number, end: number, extra: Partial<Diagnostic> = {}): Diagnostic {
  return { code: "CS2003", severity: "error", file, span: map.span(start, end), message: "Unknown word 'exret'; expected an effect.", ...extra };
}
const exret = text.indexOf("exret");
const textOf = (file: string) => (file === "a.card" ? text : undefined);

describe("human format", () => {
  it("prints location, severity, code, message, the line with carets under the span, and help for fixes", () => {
    const d = at("a.card", exret, exret + 5, {
      fixes: [{ title: "Replace with 'exert'", edits: [{ file: "a.card", span: map.span(exret, exret + 5), newText: "exert" }] }],
    });
    expect(formatHuman([d], { textOf, color: false })).toBe(
      [
        "a.card:5:13  error CS2003  Unknown word 'exret'; expected an effect.",
        "  5 |   Skirmish: exret a Dwarf then draw a card.",
        "    |             ^^^^^",
        "  help: Replace with 'exert'",
      ].join("\n"),
    );
  });

  it("draws one caret for an empty span and runs a multi-line span to the end of its first line", () => {
    const empty = formatHuman([at("a.card", exret, exret)], { textOf, color: false }).split("\n");
    expect(empty[2]).toBe("    |             ^");
    const multi = formatHuman([at("a.card", text.indexOf("card 1U12"), text.length - 1)], { textOf, color: false }).split("\n");
    expect(multi[2]).toBe("    | " + "^".repeat('card 1U12 "Gimli" {'.length));
  });

  it("prints no excerpt when the file text is unknown, and notes for related places", () => {
    const d = at("missing.card", 0, 0, { related: [{ file: "b.card", span: map.span(0, 4), message: "first card 1U12" }] });
    expect(formatHuman([d], { textOf, color: false })).toBe(
      "missing.card:1:1  error CS2003  Unknown word 'exret'; expected an effect.\n  note: b.card:1:1: first card 1U12",
    );
  });

  it("keeps tabs under tabs so carets line up", () => {
    const tabbed = "\tSkirmish: exret.";
    const d: Diagnostic = { code: "CS2003", severity: "warning", file: "t.card", span: new LineMap(tabbed).span(11, 16), message: "m" };
    const lines = formatHuman([d], { textOf: () => tabbed, color: false }).split("\n");
    expect(lines[2]).toBe("    | \t          ^^^^^");
  });

  it("cuts very long lines to a window around the span", () => {
    const long = "x".repeat(5000) + " exret " + "y".repeat(5000);
    const d: Diagnostic = { code: "CS2003", severity: "error", file: "l.card", span: new LineMap(long).span(5001, 5006), message: "m" };
    const [, source, carets] = formatHuman([d], { textOf: () => long, color: false }).split("\n");
    expect(source!.length).toBeLessThan(200);
    expect(source!.indexOf("exret")).toBe(carets!.indexOf("^"));
  });

  it("colours only when asked", () => {
    const d = at("a.card", exret, exret + 5);
    expect(formatHuman([d], { textOf, color: false })).not.toContain("\u001b[");
    expect(formatHuman([d], { textOf, color: true })).toContain("\u001b[");
  });
});

describe("summary line", () => {
  const d = (severity: Diagnostic["severity"]) => at("a.card", 0, 1, { severity });
  it.each([
    [[], 9, "no problems in 9 files"],
    [[], 1, "no problems in 1 file"],
    [[d("error"), d("error"), d("warning")], 3, "2 errors, 1 warning in 3 files"],
    [[d("warning"), d("warning")], 1, "2 warnings in 1 file"],
    [[d("error"), d("info")], 2, "1 error, 1 note in 2 files"],
  ] as Array<[Diagnostic[], number, string]>)("%#: %s", (diagnostics, files, expected) => {
    expect(summaryLine(diagnostics, files)).toBe(expected);
  });
});
