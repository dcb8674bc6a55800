import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { replaceFileAtomically, writeFilesAtomically } from "../../compiler/services/write-atomic.ts";
import { scratchDir } from "../support/scratch.ts";

let parent: string;
let out: string;

function seedOldOutput(): void {
  mkdirSync(join(out, "g"), { recursive: true });
  writeFileSync(join(out, "g/set01.json"), "old json");
  writeFileSync(join(out, "g/set01.txt"), "old text");
}

const read = (relative: string) => readFileSync(join(out, relative), "utf8");

beforeEach(() => {
  parent = scratchDir("cardc-write-");
  out = join(parent, "cards");
});

describe("writeFilesAtomically", () => {
  it("writes every file and leaves no temporary directory", async () => {
    seedOldOutput();
    const outcome = await writeFilesAtomically(out, [
      { path: "g/set01.json", contents: "new json" },
      { path: "g/set01.txt", contents: "new text" },
      { path: "h/set02.json", contents: "other game" },
    ]);
    expect(outcome).toEqual({ ok: true, written: [join(out, "g/set01.json"), join(out, "g/set01.txt"), join(out, "h/set02.json")] });
    expect([read("g/set01.json"), read("g/set01.txt"), read("h/set02.json")]).toEqual(["new json", "new text", "other game"]);
    expect(readdirSync(parent)).toEqual(["cards"]);
  });

  it("leaves the old output intact when the second file cannot be written", async () => {
    seedOldOutput();
    // The second path runs through the first file, so creating its directory fails.
    const outcome = await writeFilesAtomically(out, [
      { path: "g/set01.json", contents: "new json" },
      { path: "g/set01.json/oops.txt", contents: "new text" },
    ]);
    expect(outcome).toMatchObject({ ok: false, file: join(out, "g/set01.json/oops.txt") });
    expect([read("g/set01.json"), read("g/set01.txt")]).toEqual(["old json", "old text"]);
    expect(readdirSync(parent)).toEqual(["cards"]);
  });

  it("puts back the files already moved when moving the second one into place fails", async () => {
    seedOldOutput();
    writeFileSync(join(out, "blocker"), "a file where the second output needs a directory");
    const outcome = await writeFilesAtomically(out, [
      { path: "g/set01.json", contents: "new json" },
      { path: "blocker/set01.txt", contents: "new text" },
    ]);
    expect(outcome).toMatchObject({ ok: false, file: join(out, "blocker/set01.txt") });
    expect(read("g/set01.json")).toBe("old json");
    expect(read("blocker")).toBe("a file where the second output needs a directory");
    expect(readdirSync(parent)).toEqual(["cards"]);
  });

  it("creates the output directory and its parents", async () => {
    const deep = join(parent, "a/b/c");
    const outcome = await writeFilesAtomically(deep, [{ path: "x.json", contents: "{}" }]);
    expect(outcome.ok).toBe(true);
    expect(readFileSync(join(deep, "x.json"), "utf8")).toBe("{}");
  });
});

describe("replaceFileAtomically", () => {
  it("replaces a file's contents and leaves no temporary file", async () => {
    mkdirSync(out);
    writeFileSync(join(out, "a.card"), "before");
    expect(await replaceFileAtomically(join(out, "a.card"), "after")).toEqual({ ok: true, written: [join(out, "a.card")] });
    expect(read("a.card")).toBe("after");
    expect(readdirSync(out)).toEqual(["a.card"]);
  });

  it("reports a failure as a value", async () => {
    const outcome = await replaceFileAtomically(join(out, "missing-dir/a.card"), "x");
    expect(outcome).toMatchObject({ ok: false, reason: "ENOENT" });
  });
});
