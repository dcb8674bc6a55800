import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";

// The phases are replaced so that these tests pin the services' own behaviour, whatever the parser and checker do.
const phases = vi.hoisted(() => ({
  parse: (_text: string, _path: string): unknown => undefined,
  check: (_files: unknown[]): unknown => ({ sets: [], diagnostics: [] }),
}));
vi.mock("../../compiler/syntax/parse.ts", () => ({ parse: (text: string, path: string) => phases.parse(text, path) }));
vi.mock("../../compiler/semantics/check.ts", () => ({ check: (files: unknown[]) => phases.check(files) }));

const { compile } = await import("../../compiler/services/compile.ts");

const span = (line: number, column: number) => ({ start: 0, end: 0, line, column, endLine: line, endColumn: column + 1 });
const diag = (file: string, line: number, column: number, code = "CS2003"): Diagnostic => ({ code, severity: "error", file, span: span(line, column), message: "m" });
const fileNode = (path: string) => ({ kind: "file", path, cards: [], comments: [], span: span(1, 1) });

beforeEach(() => {
  phases.parse = (_text, path) => ({ file: fileNode(path), diagnostics: [] });
  phases.check = () => ({ sets: [], diagnostics: [] });
});

describe("compile", () => {
  it("turns a parser exception into CS9999 naming the parser and the file, and goes on with the other files", () => {
    phases.parse = (text, path) => {
      if (text === "boom") throw new RangeError("Maximum call stack size exceeded");
      return { file: fileNode(path), diagnostics: [] };
    };
    let checked: unknown[] = [];
    phases.check = (files) => ((checked = files), { sets: [], diagnostics: [] });
    const result = compile([
      { path: "a.card", text: "boom" },
      { path: "b.card", text: "fine" },
    ]);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: "CS9999", severity: "error", file: "a.card" });
    expect(result.diagnostics[0]!.message).toMatch(/parser.*Maximum call stack/);
    expect(checked).toEqual([fileNode("b.card")]);
  });

  it("turns a checker exception into CS9999 naming the checker", () => {
    phases.check = () => {
      throw new TypeError("x is undefined");
    };
    const result = compile([{ path: "a.card", text: "" }]);
    expect(result.sets).toEqual([]);
    expect(result.diagnostics).toMatchObject([{ code: "CS9999", file: "a.card" }]);
    expect(result.diagnostics[0]!.message).toMatch(/checker: x is undefined/);
  });

  it("sorts diagnostics of all phases by file, line and column", () => {
    phases.parse = (_text, path) => ({ file: fileNode(path), diagnostics: path === "b.card" ? [diag("b.card", 3, 1)] : [diag("a.card", 9, 9)] });
    phases.check = () => ({ sets: [], diagnostics: [diag("b.card", 1, 5), diag("a.card", 9, 2), diag("a.card", 2, 7)] });
    const result = compile([
      { path: "b.card", text: "" },
      { path: "a.card", text: "" },
    ]);
    expect(result.diagnostics.map((d) => `${d.file}:${d.span.line}:${d.span.column}`)).toEqual(["a.card:2:7", "a.card:9:2", "a.card:9:9", "b.card:1:5", "b.card:3:1"]);
  });

  it("returns the parsed files and the checker's sets", () => {
    const set = { game: "g", number: 1, name: null, cards: [] };
    phases.check = () => ({ sets: [set], diagnostics: [] });
    const result = compile([{ path: "a.card", text: "" }]);
    expect(result.files).toEqual([fileNode("a.card")]);
    expect(result.sets).toEqual([set]);
  });
});
