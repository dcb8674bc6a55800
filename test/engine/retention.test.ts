/**
 * A finished game is garbage for V8's young-generation GC too: nothing the engine leaves behind (caches,
 * hidden classes) keeps a game's state alive once the game is dropped. Self-play runs many short games,
 * and a game kept alive this way is copied by every young-generation GC until the next full one (it once
 * cost a third of the random-vs-random games per second). Measured in a child process (`--expose-gc`)
 * against a runtime bundle, by fixtures/retention-probe.mjs.
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTER_DECKS, writeSet01 } from "./starter-game.ts";
import { scratchDir } from "../support/scratch.ts";

const root = resolve(import.meta.dirname, "..", "..");
let dir = "";

beforeAll(async () => {
  dir = scratchDir("cardscript-retention-");
  writeSet01(dir);
  writeFileSync(join(dir, "decks.json"), JSON.stringify(STARTER_DECKS));
  await build({ entryPoints: [join(root, "runtime", "index.ts")], bundle: true, format: "esm", platform: "neutral", outfile: join(dir, "runtime.mjs"), logLevel: "silent" });
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("memory of finished games", () => {
  it("a finished game is not kept alive through young-generation GCs", () => {
    const probe = join(import.meta.dirname, "fixtures", "retention-probe.mjs");
    const out = execFileSync(process.execPath, ["--expose-gc", probe, join(dir, "runtime.mjs"), dir, join(dir, "decks.json")], { encoding: "utf8" });
    const { kbPerGame } = JSON.parse(out) as { kbPerGame: number };
    // about 22 KB a game now (the last game stays in the engine's one-entry caches); about 88 KB when every
    // finished game's state was kept alive by the hidden classes of `(or … if …)` arguments
    expect(kbPerGame).toBeLessThan(45);
  }, 120_000);
});
