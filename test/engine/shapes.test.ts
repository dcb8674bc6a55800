/**
 * Objects of one kind keep one hidden class: states, their `ext`, the engine's fields, environments, modifier
 * records and cards are made field by field in one order (docs/engine.md, "Speed"). A copy made by spreading
 * gives objects of a kind more hidden classes, and the reads of their fields turn megamorphic: spread copies of
 * environments alone cost about 6% of a game's instructions. Measured in a child process with V8's
 * `%HaveSameMap`, by fixtures/shapes-probe.ts. Card ids are V8's small integers (`%IsSmi`) and normalised words its
 * interned strings (`%IsInternalizedString`), so that comparing two of them compares words.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTER_DECKS, writeSet01 } from "./starter-game.ts";

let dir = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cardscript-shapes-"));
  writeSet01(dir);
  writeFileSync(join(dir, "decks.json"), JSON.stringify(STARTER_DECKS));
  await build({ entryPoints: [join(import.meta.dirname, "fixtures", "shapes-probe.ts")], bundle: true, format: "esm", platform: "node", outfile: join(dir, "probe.mjs"), logLevel: "silent" });
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("hidden classes of the engine's objects", () => {
  it("each kind of object has one", () => {
    const out = execFileSync(process.execPath, ["--allow-natives-syntax", join(dir, "probe.mjs"), dir, join(dir, "decks.json")], { encoding: "utf8" });
    const found = JSON.parse(out) as Record<string, number> & { counted: Record<string, number>; notInterned: Record<string, number> };
    // enough objects of each kind to mean something
    expect(found.counted.states).toBeGreaterThan(100);
    expect(found.counted.modifiers).toBeGreaterThan(20);
    expect(found.counted.cards).toBeGreaterThan(500);
    expect({ states: found.states, ext: found.ext, engine: found.engine, env: found.env, modifiers: found.modifiers, cards: found.cards }).toEqual({ states: 1, ext: 1, engine: 1, env: 1, modifiers: 1, cards: 1 });
    // every card id is a small integer and every normalised type is interned
    expect(found.notInterned).toEqual({ ids: 0, types: 0 });
  }, 120_000);
});
