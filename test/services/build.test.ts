import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import type { SetIR } from "../../compiler/ir/ir.ts";
import { scratchDir } from "../support/scratch.ts";

// Parser, checker and emitter are replaced so that these tests pin what `build` does with their results.
const phases = vi.hoisted(() => ({
  diagnostics: [] as unknown[],
  sets: [] as unknown[],
  emit: (_set: unknown): unknown[] => [],
}));
vi.mock("../../compiler/syntax/parse.ts", () => ({
  parse: (_text: string, path: string) => ({ file: { kind: "file", path, cards: [], comments: [], span: { start: 0, end: 0, line: 1, column: 1, endLine: 1, endColumn: 1 } }, diagnostics: [] }),
}));
vi.mock("../../compiler/semantics/check.ts", () => ({ check: () => ({ sets: phases.sets, diagnostics: phases.diagnostics }) }));
vi.mock("../../compiler/emit/index.ts", () => ({ emitSet: (set: unknown) => phases.emit(set) }));

const { build } = await import("../../compiler/services/build.ts");

const set: SetIR = { game: "g", number: 1, name: null, cards: [] };
const span = { start: 0, end: 1, line: 1, column: 1, endLine: 1, endColumn: 2 };
const error: Diagnostic = { code: "CS2003", severity: "error", file: "a.card", span, message: "unknown word" };
const warning: Diagnostic = { ...error, code: "CS9007", severity: "warning" };
const sources = [{ path: "a.card", text: "game g\nset 1\n" }];

let out: string;
beforeEach(() => {
  out = join(scratchDir("cardc-build-"), "dist");
  phases.diagnostics = [];
  phases.sets = [set];
  phases.emit = () => [
    { path: "g/set01.json", contents: "{}" },
    { path: "g/set01.txt", contents: "text" },
  ];
});

describe("build", () => {
  it("writes every emitted file under the output directory", async () => {
    const result = await build(sources, out);
    expect(result.written).toEqual([join(out, "g/set01.json"), join(out, "g/set01.txt")]);
    expect(readFileSync(join(out, "g/set01.txt"), "utf8")).toBe("text");
  });

  it("writes despite warnings", async () => {
    phases.diagnostics = [warning];
    const result = await build(sources, out);
    expect(result.written).toHaveLength(2);
    expect(result.diagnostics).toEqual([warning]);
  });

  it("writes nothing, not even the directory, when the input has an error", async () => {
    phases.diagnostics = [error];
    const result = await build(sources, out);
    expect(result.written).toEqual([]);
    expect(result.diagnostics).toEqual([error]);
    expect(existsSync(out)).toBe(false);
  });

  it("keeps the previous output when the input has an error", async () => {
    mkdirSync(join(out, "g"), { recursive: true });
    writeFileSync(join(out, "g/set01.txt"), "previous");
    phases.diagnostics = [error];
    await build(sources, out);
    expect(readFileSync(join(out, "g/set01.txt"), "utf8")).toBe("previous");
  });

  it("reports an emitter exception as CS9999 and writes nothing", async () => {
    phases.emit = () => {
      throw new Error("no renderer for op 'exert'");
    };
    const result = await build(sources, out);
    expect(result.written).toEqual([]);
    expect(result.diagnostics).toMatchObject([{ code: "CS9999" }]);
    expect(result.diagnostics[0]!.message).toMatch(/emitter.*no renderer/);
  });

  it("refuses an emitted path outside the output directory", async () => {
    phases.emit = () => [{ path: "../escape.json", contents: "{}" }];
    const result = await build(sources, out);
    expect(result.diagnostics).toMatchObject([{ code: "CS9999" }]);
    expect(existsSync(join(out, "../escape.json"))).toBe(false);
  });

  it("reports an output that cannot be written as CS9008 and keeps the old output", async () => {
    mkdirSync(join(out, "g"), { recursive: true });
    writeFileSync(join(out, "g/set01.json"), "previous");
    phases.emit = () => [
      { path: "g/set01.json", contents: "{}" },
      { path: "g/set01.json/x.txt", contents: "cannot exist" },
    ];
    const result = await build(sources, out);
    expect(result.written).toEqual([]);
    expect(result.diagnostics).toMatchObject([{ code: "CS9008", severity: "error" }]);
    expect(readFileSync(join(out, "g/set01.json"), "utf8")).toBe("previous");
    expect(readdirSync(join(out, ".."))).toEqual(["dist"]);
  });
});
