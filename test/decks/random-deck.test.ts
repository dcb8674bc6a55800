/** Random decks (runtime/games/lotr-tcg/random-deck.ts) from the compiled set-1 cards pass the deck checker. */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseDeck } from "../../compiler/decks/parse.ts";
import { validateDeck, type CardRecord } from "../../compiler/decks/validate.ts";
import type { CardDefs } from "../../runtime/core/cards.ts";
import { deckFileText, randomDeck } from "../../runtime/games/lotr-tcg/random-deck.ts";
import type { Deck } from "../../runtime/games/lotr-tcg/engine/types.ts";
import { starterLibrary } from "../engine/starter-game.ts";
import { runs } from "../support/properties.ts";

let defs: CardDefs;
beforeAll(async () => {
  defs = (await starterLibrary()).defs;
});

function generated(seed: number, size?: number): Deck {
  const r = randomDeck(defs, seed, { drawDeckSize: size });
  if (!r.ok) throw new Error(`seed ${seed}: ${r.reason}`);
  return r.deck;
}

function problems(deck: Deck): string[] {
  const { deck: parsed, diagnostics } = parseDeck(deckFileText(deck, defs, "random", "A random deck"), "random.deck");
  const cards = new Map(Object.values(defs).map((d) => [d.id, d as unknown as CardRecord]));
  return [...diagnostics, ...validateDeck(parsed, cards)].map((d) => `${d.code} ${d.message}`);
}

describe("random LOTR TCG decks", () => {
  it("pass the deck checker for any seed and draw-deck size", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 60, max: 80 }), (seed, size) => {
        const deck = generated(seed, size);
        expect(problems(deck)).toEqual([]);
        expect(deck.drawDeck.length).toBe(size % 2 ? size + 1 : size);
      }),
      { numRuns: runs(200) },
    );
  });

  it("hold a Ring-bearer Frodo, The One Ring, sites 1 to 9 and only compiled cards", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const deck = generated(seed);
      expect(defs[deck.ringBearer]).toMatchObject({ title: "Frodo", keywords: ["ring-bearer"] });
      expect(defs[deck.ring]!.type).toBe("the-one-ring");
      expect(deck.sites.map((id) => defs[id]!.site)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect([...deck.drawDeck, ...deck.sites].filter((id) => !(id in defs))).toEqual([]);
    }
  });

  it("are the same for the same seed and differ between seeds", () => {
    expect(generated(7)).toEqual(generated(7));
    const distinct = new Set(Array.from({ length: 20 }, (_, k) => JSON.stringify(generated(k))));
    expect(distinct.size).toBe(20);
  });

  it("the checker catches a deck that breaks a rule (the property above is not vacuous)", () => {
    const deck = generated(3);
    expect(problems({ ...deck, drawDeck: deck.drawDeck.slice(1) }).join("\n")).toMatch(/CS4009[\s\S]*CS4010|CS4010[\s\S]*CS4009/);
  });

  it("reports, not throws, when the cards cannot make a legal deck", () => {
    const noSite9 = Object.fromEntries(Object.entries(defs).filter(([, d]) => !(d.type === "site" && d.site === 9)));
    expect(randomDeck(noSite9, 1)).toEqual({ ok: false, reason: expect.stringMatching(/^no site with site 9 among/) });
    const fewCards = Object.fromEntries(Object.entries(defs).filter(([, d]) => d.side !== "shadow" || d.title === "Goblin Runner"));
    expect(randomDeck(fewCards, 1)).toEqual({ ok: false, reason: "only 4 shadow cards fit the copy limits, 30 needed" });
  });
});
