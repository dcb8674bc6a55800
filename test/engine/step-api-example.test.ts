/**
 * examples/step-api.mjs runs against a runtime bundle and an emitted set-1 (as `npm start` writes them)
 * and tells the same game as the engine's sources: same moves, winner, log and digest, and replays
 * from the seed and history and from the log with the same digest.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRng, nextInt } from "../../runtime/core/rng.ts";
import { apply, digest, history, isOver, legalActions, newGame, winner, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { randomDeck } from "../../runtime/games/lotr-tcg/random-deck.ts";
import { starterLibrary, writeSet01 } from "./starter-game.ts";
import { scratchDir } from "../support/scratch.ts";

const root = resolve(import.meta.dirname, "..", "..");
let dir = "";
let cards: CardLibrary;

beforeAll(async () => {
  dir = scratchDir("cardscript-step-api-");
  writeSet01(dir);
  await build({ entryPoints: [join(root, "runtime", "index.ts")], bundle: true, format: "esm", platform: "neutral", outfile: join(dir, "runtime.mjs"), logLevel: "silent" });
  cards = await starterLibrary();
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The example's game, played here from the sources. */
function sameGame(seed: number) {
  const a = randomDeck(cards.defs, 2 * seed);
  const b = randomDeck(cards.defs, 2 * seed + 1);
  if (!a.ok || !b.ok) throw new Error("no random decks");
  const rng = createRng(seed);
  let state = newGame({ seed, decks: [a.deck, b.deck], cards });
  while (!isOver(state)) {
    const actions = legalActions(state);
    state = apply(state, actions[nextInt(rng, actions.length)]!, actions);
  }
  return state;
}

describe("examples/step-api.mjs", () => {
  it("plays and replays the seeded game the engine plays, and says so", () => {
    for (const seed of [3, 8]) {
      const out = execFileSync(process.execPath, [join(root, "examples", "step-api.mjs"), String(seed), "--runtime", join(dir, "runtime.mjs"), "--cards", dir], { encoding: "utf8" });
      const state = sameGame(seed);
      const lines = out.trimEnd().split("\n");
      expect(lines).toHaveLength(10);
      expect(lines[5]).toMatch(new RegExp(`^winner ${winner(state)} \\(.+\\), turn \\d+, ${history(state).length} actions, ${state.log.length} log entries$`));
      expect(lines[6]).toBe(`last log entry ${JSON.stringify(state.log.at(-1))}`);
      expect(lines[7]).toBe(`digest ${digest(state)}; the first state's digest is unchanged`);
      expect(lines[8]).toBe(`replayed from the seed and ${history(state).length} actions: same digest`);
      expect(lines[9]).toBe("replayed from the options and the log: same digest");
    }
  });

  it("answers a bad seed, an unknown option and missing files with a message and exit code 2", () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [join(root, "examples", "step-api.mjs"), "--runtime", join(dir, "runtime.mjs"), "--cards", dir, ...args], { encoding: "utf8" });
    const cases: [string[], RegExp][] = [
      [["abc"], /the seed is a whole number, not 'abc'\nusage: /],
      [["--bogus"], /Unknown option '--bogus'[\s\S]*usage: /],
      [["1", "--cards", join(dir, "missing")], /cannot load the runtime or the compiled set 1 \(run `npm start` first\)/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe("");
    }
  });
});
