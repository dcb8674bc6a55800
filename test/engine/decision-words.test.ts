/**
 * What `cardc play` shows a person: every decision met in seeded games (starter decks and random
 * set-1 decks) has a prompt in words, and every legal action a description, naming cards by title
 * and never by instance id (`112`), definition id (`1R13`) or an engine purpose (`assign:157`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { randomAgent } from "../../runtime/agents/random.ts";
import { newGame, playLive, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { randomDeck } from "../../runtime/games/lotr-tcg/random-deck.ts";
import { decisionText, optionText } from "../../runtime/games/lotr-tcg/state/decision-words.ts";
import { lotrTable } from "../../runtime/games/lotr-tcg/state/table.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { STARTER_DECKS, starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

// An instance id (`112`, also in `assign:157` and `188>168`: creation numbers from 100 up) or a definition id
// (`1R13`, also in `respond:1R13:0:wound`). The counts prompts show (X, twilight, burdens) stay below 100.
const RAW = /(?<![\w.])[1-9]\d{2,}(?![\w.])|\b\d[CRUP]\d+\b/;

/** Plays the game, checking the words of every decision and action; adds the prompts met (up to a colon) to `seen`. */
function check(start: GameState, seed: number, seen: Set<string>): void {
  const agents = { p1: randomAgent(seed), p2: randomAgent(seed + 1) };
  playLive(start, (who, state, actions) => {
    const prompt = lotrTable.prompt(state);
    if (prompt !== null) {
      expect(prompt, prompt).not.toMatch(RAW);
      seen.add(prompt.split(":")[0]!);
    }
    for (const a of actions) {
      const text = lotrTable.describe(state, a);
      expect(text.length).toBeGreaterThan(0);
      expect(text, `${JSON.stringify(a)} → ${text}`).not.toMatch(RAW);
    }
    return agents[who as "p1" | "p2"].choose(state, actions);
  });
}

describe("decisions in words", () => {
  it("names every decision and action of starter games in words", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) check(newGame({ seed, decks: STARTER_DECKS, cards, bids: seed % 4 === 0 }), seed, seen);
    for (const prompt of ["Starting fellowship", "Archery fire", "Reconcile", "Bid burdens for the choice of seat"]) expect([...seen]).toContain(prompt);
  });

  it("names every decision and action of games between random set-1 decks in words", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const a = randomDeck(cards.defs, 2 * seed);
      const b = randomDeck(cards.defs, 2 * seed + 1);
      if (a.ok && b.ok) check(newGame({ seed, decks: [a.deck, b.deck], cards }), seed, seen);
    }
    expect(seen.size).toBeGreaterThan(8);
  });

  it("names the cards of an assignment and of the skirmish order", () => {
    const env = { state: { cards: { 111: { def: "1R89" }, 112: { def: "1C176" } } }, defs: cards.defs } as never;
    const d = (purpose: string) => ({ kind: "option" as const, player: "p1", purpose, options: [] });
    const [aragorn, marksman] = [cards.defs["1R89"]!.title, cards.defs["1C176"]!.title];
    expect(optionText(env, d("assign"), "111>112")).toBe(`Assign ${marksman} to ${aragorn}`);
    expect(optionText(env, d("assign"), "done")).toBe("Done assigning");
    expect(optionText(env, d("skirmish-order"), "111")).toBe(`The skirmish of ${aragorn}`);
    expect(decisionText(env, { kind: "cards", player: "p2", purpose: "assign:112", options: [], min: 1, max: 1 })).toBe(`Assign ${marksman} to a character of the fellowship`);
    expect(decisionText(env, { kind: "yes-no", player: "p2", purpose: "draw", source: 111 })).toBe(`${aragorn}: you may draw. Do you?`);
  });
});
