import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { diffDiagnostics } from "../../compiler/cli/diagnostic-diff.ts";

const d = (file: string, line: number, code: string, message = "m"): Diagnostic => ({
  code,
  severity: "error",
  file,
  span: { start: 0, end: 0, line, column: 1, endLine: line, endColumn: 2 },
  message,
});

describe("diffDiagnostics", () => {
  it("reports new and fixed diagnostics per file, in file order", () => {
    const before = [d("b.card", 1, "CS2003"), d("a.card", 2, "CS2010")];
    const after = [d("a.card", 2, "CS2010"), d("b.card", 4, "CS2004"), d("c.card", 1, "CS9004")];
    expect(diffDiagnostics(before, after)).toEqual([
      { file: "b.card", added: [after[1]], fixed: [before[0]] },
      { file: "c.card", added: [after[2]], fixed: [] },
    ]);
  });

  it("does not count a diagnostic that only moved to another line as a change", () => {
    expect(diffDiagnostics([d("a.card", 3, "CS2003")], [d("a.card", 4, "CS2003")])).toEqual([]);
  });

  it("counts repeated identical diagnostics one by one", () => {
    const one = d("a.card", 3, "CS2003");
    const two = d("a.card", 9, "CS2003");
    expect(diffDiagnostics([one], [one, two])).toEqual([{ file: "a.card", added: [two], fixed: [] }]);
    expect(diffDiagnostics([one, two], [two])).toEqual([{ file: "a.card", added: [], fixed: [two] }]);
  });

  it("is empty when nothing changed", () => {
    expect(diffDiagnostics([], [])).toEqual([]);
  });
});
