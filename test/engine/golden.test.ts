/**
 * Golden games: random vs random for seeds 1..30; the final digest and a hash of the full log of
 * each must not change (guards engine optimisations). Regenerate with GOLDEN_WRITE=1 only when a
 * rule change is meant to change games.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { playGame } from "../../runtime/games/lotr-tcg/agents/agent.ts";
import { randomAgent } from "../../runtime/agents/random.ts";
import { digest, history, newGame, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { starterLibrary, STARTER_DECKS } from "./starter-game.ts";

const FIXTURE = join(import.meta.dirname, "golden.json");

interface Golden {
  seed: number;
  steps: number;
  digest: string;
  log: string;
  history: string;
}

const sha = (v: unknown): string => createHash("sha256").update(JSON.stringify(v)).digest("hex");

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

function play(seed: number): Golden {
  const { state, steps } = playGame(newGame({ seed, decks: STARTER_DECKS, cards }), { p1: randomAgent(seed), p2: randomAgent(seed + 7) });
  return { seed, steps, digest: digest(state), log: sha(state.log), history: sha(history(state)) };
}

describe("golden games", () => {
  it("random vs random, seeds 1..30, end in the recorded states with the recorded logs", () => {
    const got = Array.from({ length: 30 }, (_, i) => play(i + 1));
    if (process.env.GOLDEN_WRITE) writeFileSync(FIXTURE, JSON.stringify(got, null, 2) + "\n");
    const want = JSON.parse(readFileSync(FIXTURE, "utf8")) as Golden[];
    expect(new Set(got.map((g) => g.digest)).size).toBeGreaterThan(20);
    expect(got).toEqual(want);
  });
});
