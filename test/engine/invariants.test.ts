/**
 * The invariant checks (engine/invariants.ts) report a broken state: each case breaks one rule of a plain-data copy
 * of a new game and expects the report that names it (the fuzz tests only show that games break none).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GameState } from "../../runtime/core/state.ts";
import { newGame, violations, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { STARTER_DECKS, starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

/** A plain copy of a new game (read back from JSON: the card index is built again from the cards). */
const fresh = (): GameState => JSON.parse(JSON.stringify(newGame({ seed: 3, decks: STARTER_DECKS, cards }))) as GameState;

describe("invariant checks", () => {
  it("a new game breaks none", () => {
    expect(violations(fresh())).toEqual([]);
  });

  it("a card whose id is not its key is reported, a digit string included", () => {
    const s = fresh();
    const c = Object.values(s.cards)[0]!;
    (c as { id: unknown }).id = String(c.id);
    expect(violations(s)).toContain(`card ${c.id} says its id is "${c.id}"`);
  });

  it("a negative twilight pool and a card listed twice are reported", () => {
    const s = fresh();
    s.pools.twilight = -1;
    const deck = s.players[0]!.zones["draw-deck"]!;
    expect(deck.length).toBeGreaterThan(0);
    deck.push(deck[0]!);
    const found = violations(s);
    expect(found).toContain("twilight pool is -1");
    expect(found).toContain(`${deck[0]} is listed 2 times`);
  });
});
