import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { writeEmitted } from "./import-emitted.ts";

const root = resolve(import.meta.dirname, "../..");

describe("examples", () => {
  it("the tiny set compiles cleanly and load-json.mjs summarises its JSON", () => {
    const paths = globSync("examples/tiny-set/*.card", { cwd: root });
    const parsed = paths.map((p) => parse(readFileSync(resolve(root, p), "utf8"), p));
    const checked = check(parsed.map((p) => p.file));
    expect([...parsed.flatMap((p) => p.diagnostics), ...checked.diagnostics]).toEqual([]);
    expect(checked.sets.map((s) => [s.game, s.number, s.cards.length])).toEqual([["lotr-tcg", 99, 3]]);

    const dir = writeEmitted(emitSet(checked.sets[0]!));
    const out = execFileSync(process.execPath, [resolve(root, "examples/load-json.mjs"), join(dir, "lotr-tcg/set99.json")], {
      encoding: "utf8",
    });
    expect(out.split("\n").slice(0, 3)).toEqual([
      "3 cards: 1 companion, 1 minion, 1 event",
      "abilities: 1 keyword, 2 activated, 1 trigger",
      "99R1   Hammerhand (companion; twilight 2, strength 5, vitality 3)",
    ]);
    expect(out).toContain("       When you play this minion, you may add (1).");
  });
});
