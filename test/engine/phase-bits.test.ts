/**
 * Listing actions reads a card's abilities for a phase by the phase's bit (`timedAt`): for every phase with a bit of
 * its own that is the card's list for the phase, and phases past the 30th, which share one bit, are looked up by name.
 * (A test file has its own module state, so the extra phases made here reach no other test.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import { newGame, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { factsOf, phaseBit, SHARED_BIT, timedAt, timedIn, type DefFacts } from "../../runtime/games/lotr-tcg/engine/facts.ts";
import { allCards } from "../../runtime/core/state.ts";
import { starterLibrary, STARTER_DECKS } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

const PHASES = ["fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup"];

describe("a card's abilities by phase bit", () => {
  it("equal its abilities by phase name for every starter card and phase", () => {
    const state = newGame({ seed: 1, decks: STARTER_DECKS, cards });
    let timed = 0;
    for (const id of allCards(state)) {
      const f = factsOf(state, id);
      for (const phase of PHASES) {
        expect(timedAt(f, phase, phaseBit(phase))).toEqual(timedIn(f, phase));
        timed += timedIn(f, phase).length;
      }
    }
    expect(timed).toBeGreaterThan(10);
  });

  it("looks a phase past the 30th up by name: such phases share a bit", () => {
    for (let i = 0; i < 40; i++) phaseBit(`extra-${i}`);
    expect(phaseBit("extra-35")).toBe(SHARED_BIT);
    expect(phaseBit("extra-36")).toBe(SHARED_BIT);
    const f = { timed: new Map([["extra-35", [2]]]), timedByBit: [] } as unknown as DefFacts;
    expect(timedAt(f, "extra-35", SHARED_BIT)).toEqual([2]);
    expect(timedAt(f, "extra-36", SHARED_BIT)).toEqual([]);
  });
});
