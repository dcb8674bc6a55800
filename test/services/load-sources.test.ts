import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSources } from "../../compiler/services/load-sources.ts";
import { scratchDir } from "../support/scratch.ts";

let root: string;

function write(relative: string, contents: string | Uint8Array): void {
  const path = join(root, relative);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, contents);
}

beforeAll(() => {
  root = scratchDir("cardc-load-");
  write("set/b.card", "game g\n");
  write("set/a.card", "\uFEFFgame g\r\nset 1\r\n");
  write("set/deeper/c.card", "game g\n");
  write("set/notes.txt", "not a card file");
  write("set/node_modules/x/d.card", "game g\n");
  write("empty-dir/readme.md", "no cards here");
  write("blank.card", "  \n\t\n");
  write("big.card", "game g\n" + "# padding\n".repeat(200));
  write("latin1.card", Uint8Array.from([0x67, 0x0a, 0xe9]));
  execFileSync("mkfifo", [join(root, "pipe.card")]);
});

describe("loadSources", () => {
  it("expands a directory recursively to its .card files, sorted, skipping node_modules", async () => {
    const { sources, diagnostics } = await loadSources(["set"], { cwd: root });
    expect(diagnostics).toEqual([]);
    expect(sources.map((s) => s.path)).toEqual(["set/a.card", "set/b.card", "set/deeper/c.card"]);
  });

  it("strips a BOM and keeps CRLF", async () => {
    const { sources } = await loadSources(["set/a.card"], { cwd: root });
    expect(sources[0]!.text).toBe("game g\r\nset 1\r\n");
  });

  it("reads a file named twice (directly and through its directory) once", async () => {
    const { sources } = await loadSources(["set/b.card", "set"], { cwd: root });
    expect(sources.map((s) => s.path).filter((p) => p.endsWith("b.card"))).toHaveLength(1);
  });

  it("accepts absolute paths", async () => {
    const { sources } = await loadSources([join(root, "set/deeper")]);
    expect(sources.map((s) => s.path)).toEqual([join(root, "set/deeper/c.card")]);
  });

  const problems: Array<[string, string, string, "error" | "warning"]> = [
    ["a missing path", "nope/missing.card", "CS9001", "error"],
    ["a path through a file", "blank.card/inside.card", "CS9001", "error"],
    ["a directory without .card files", "empty-dir", "CS9002", "error"],
    ["a file that is not a regular file", "pipe.card", "CS9003", "error"],
    ["invalid UTF-8", "latin1.card", "CS9004", "error"],
    ["an empty file", "blank.card", "CS9007", "warning"],
  ];
  it.each(problems)("reports %s as a diagnostic and returns no source", async (_name, path, code, severity) => {
    const { sources, diagnostics } = await loadSources([path], { cwd: root });
    expect(sources).toEqual([]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code, severity, file: path });
    expect(diagnostics[0]!.message.length).toBeGreaterThan(10);
  });

  it("refuses a file above the size cap", async () => {
    const { sources, diagnostics } = await loadSources(["big.card"], { cwd: root, maxBytes: 1000 });
    expect(sources).toEqual([]);
    expect(diagnostics[0]).toMatchObject({ code: "CS9006", expected: "at most 1000 bytes", found: "2.0 KB" });
  });

  it("still returns the readable files when some paths are bad", async () => {
    const { sources, found, diagnostics } = await loadSources(["missing", "set/b.card", "latin1.card"], { cwd: root });
    expect(sources.map((s) => s.path)).toEqual(["set/b.card"]);
    expect(found).toEqual(["latin1.card", "set/b.card"]);
    expect(diagnostics.map((d) => d.code).sort()).toEqual(["CS9001", "CS9004"]);
  });
});
