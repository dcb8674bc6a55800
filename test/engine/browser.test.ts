/**
 * The runtime runs in a browser: bundled for the browser platform (as `npm run build` bundles
 * build/runtime.mjs) together with the compiled set-1 handler module, it plays complete games in a
 * bare JavaScript realm (node:vm: the language's built-ins and V8's console only: no `process`, `require`, `Buffer`,
 * timers or any Node module) and writes the same logs as the engine in Node.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playGame } from "../../runtime/games/lotr-tcg/agents/agent.ts";
import { heuristicAgent } from "../../runtime/games/lotr-tcg/agents/heuristic.ts";
import { randomAgent } from "../../runtime/agents/random.ts";
import { digest, newGame } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { randomDeck } from "../../runtime/games/lotr-tcg/random-deck.ts";
import { STARTER_DECKS, starterLibrary, writeSet01 } from "./starter-game.ts";

const root = resolve(import.meta.dirname, "..", "..");

// Runs in the realm: the set's definitions and handlers as a card library, and games played there.
const ENTRY = `
import { digest, newGame, playGame, randomAgent, heuristicAgent, randomDeck } from ${JSON.stringify(join(root, "runtime", "index.ts"))};
import { cards } from "./set01.js";
import set from "./set01.json";
const library = { name: "lotr-tcg/set01", defs: Object.fromEntries((Array.isArray(set) ? set : set.cards).map((d) => [d.id, d])), compiled: Object.fromEntries(cards.map((c) => [c.id, c])) };
function result(state) {
  return JSON.stringify({ log: state.log, digest: digest(state) });
}
export function starterGame(seed, decksJson) {
  const start = newGame({ seed, decks: JSON.parse(decksJson), cards: library, checkInvariants: true });
  return result(playGame(start, { p1: randomAgent(seed), p2: heuristicAgent(seed + 7) }).state);
}
export function randomDeckGame(seed) {
  const a = randomDeck(library.defs, 2 * seed), b = randomDeck(library.defs, 2 * seed + 1);
  if (!a.ok || !b.ok) return "no decks";
  return result(playGame(newGame({ seed, decks: [a.deck, b.deck], cards: library, checkInvariants: true }), { p1: randomAgent(seed), p2: randomAgent(seed + 1) }).state);
}
`;

interface Realm {
  starterGame(seed: number, decksJson: string): string;
  randomDeckGame(seed: number): string;
}

let dir = "";
let inputs: string[] = [];
let realm: Realm;
let globals: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cardscript-browser-"));
  writeSet01(dir);
  writeFileSync(join(dir, "entry.mjs"), ENTRY);
  const out = await build({
    entryPoints: [join(dir, "entry.mjs")],
    bundle: true,
    platform: "browser",
    target: "es2022",
    format: "iife",
    globalName: "cardscript",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  inputs = Object.keys(out.metafile!.inputs);
  const sandbox: Record<string, unknown> = {};
  runInNewContext(out.outputFiles[0]!.text, sandbox, { filename: "runtime-browser-bundle.js" });
  realm = sandbox.cardscript as Realm;
  globals = runInNewContext("Object.getOwnPropertyNames(globalThis)", sandbox) as string[];
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the runtime in a browser", () => {
  it("bundles for the browser platform from project sources alone (no Node module, no package)", () => {
    expect(inputs.some((i) => i.startsWith("runtime/"))).toBe(true);
    expect(inputs.filter((i) => /^node:|node_modules|^(fs|path|os|crypto|url|util|vm)$/.test(i))).toEqual([]);
  });

  it("is run in a realm without Node's globals", () => {
    for (const name of ["process", "require", "module", "Buffer", "setTimeout", "performance", "fetch"]) expect(globals).not.toContain(name);
    expect(typeof realm.starterGame).toBe("function");
  });

  it("plays the starter decks to the end there, with the same log as in Node", async () => {
    const cards = await starterLibrary();
    for (const seed of [1, 2, 3, 4]) {
      const there = JSON.parse(realm.starterGame(seed, JSON.stringify(STARTER_DECKS))) as { log: unknown[]; digest: string };
      const { state } = playGame(newGame({ seed, decks: STARTER_DECKS, cards, checkInvariants: true }), { p1: randomAgent(seed), p2: heuristicAgent(seed + 7) });
      expect(there.log.at(-1)).toMatchObject({ type: "game-over" });
      expect(there.log).toEqual(JSON.parse(JSON.stringify(state.log)));
      expect(there.digest).toBe(digest(state));
    }
  });

  it("plays games between random legal decks of set 1 there, with the same logs as in Node", async () => {
    const cards = await starterLibrary();
    for (const seed of [5, 6]) {
      const there = JSON.parse(realm.randomDeckGame(seed)) as { log: unknown[]; digest: string };
      const a = randomDeck(cards.defs, 2 * seed);
      const b = randomDeck(cards.defs, 2 * seed + 1);
      if (!a.ok || !b.ok) throw new Error("no random decks");
      const { state } = playGame(newGame({ seed, decks: [a.deck, b.deck], cards, checkInvariants: true }), { p1: randomAgent(seed), p2: randomAgent(seed + 1) });
      expect(there.log).toEqual(JSON.parse(JSON.stringify(state.log)));
      expect(there.digest).toBe(digest(state));
    }
  });
});
