/**
 * Two cards with one id: the diagnostic goes on the later in path order, naming the first as related information,
 * whatever order the files were read in (the language server indexes them in discovery order).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { Workspace } from "../../compiler/services/ide/index.ts";
import { fileDiagnostics } from "../../compiler/services/ide/index.ts";
import { compile } from "../../compiler/services/compile.ts";

const dir = join(import.meta.dirname, "fixtures", "duplicates");
const files = ["a.card", "b.card"].map((f) => ({ path: join(dir, f), text: readFileSync(join(dir, f), "utf8") }));

it.each([
  ["in path order", files],
  ["in reverse order", [...files].reverse()],
])("the IDE blames the later file when they come %s", (_, order) => {
  const ws = new Workspace();
  for (const f of order) ws.setFile(f.path, f.text);
  expect(fileDiagnostics(ws, files[0]!.path).filter((d) => d.code === "CS3010")).toEqual([]);
  const [d] = fileDiagnostics(ws, files[1]!.path).filter((d) => d.code === "CS3010");
  expect(d?.related?.map((r) => [r.file, r.span.line])).toEqual([[files[0]!.path, 4]]);
});

it("the CLI's compile blames the same one", () => {
  const ids = compile(files).diagnostics.filter((d) => d.code === "CS3010");
  expect(ids.map((d) => d.file)).toEqual([files[1]!.path]);
  expect(ids[0]!.related?.[0]?.file).toBe(files[0]!.path);
});
