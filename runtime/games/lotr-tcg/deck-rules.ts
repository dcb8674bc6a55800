/** LOTR TCG deck building (rules: Deck building): Ring-bearer, The One Ring, 9 sites, 60+ draw deck. */
import type { DeckRules } from "../deck-rules.ts";

export const lotrDeckRules: DeckRules = {
  game: "lotr-tcg",
  slots: [
    { keyword: "ring-bearer", label: "Ring-bearer", count: 1, accepts: [{ field: "keywords", values: ["ring-bearer"] }] },
    { keyword: "ring", label: "The One Ring", count: 1, accepts: [{ field: "type", values: ["the-one-ring"] }] },
    { keyword: "site", label: "site", count: 9, accepts: [{ field: "type", values: ["site"] }], numberedBy: "site" },
  ],
  drawDeck: {
    min: 60,
    excluded: [{ field: "type", values: ["site", "the-one-ring"] }],
    balance: { field: "side", values: ["free-peoples", "shadow"] },
    copiesBy: "title",
    maxCopies: 4,
    maxCopiesOf: { Frodo: 3 },
  },
};
