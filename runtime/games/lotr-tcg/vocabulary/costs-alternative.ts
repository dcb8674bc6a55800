import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, phrase } from "./params.ts";

/** Paying another way: one of two costs, or nothing at all. */
export const alternativeCosts: PhraseDecl[] = [
  {
    id: "alternative-costs",
    kind: "cost",
    patterns: ["{first} or {second}"],
    params: [phrase("first", "effect", "One cost (`exert Arwen`)."), phrase("second", "effect", "The other cost (`discard 2 cards from hand`).")],
    render: "{first} or {second}",
    doc: "Pay one of two costs, your choice among those you can pay in full: `exert Arwen or discard 2 cards from hand`.",
  },
  {
    id: "play-for-free",
    kind: "effect",
    patterns: ["play {target} for free"],
    params: [cards("target", "card", "The card to play from hand (`an Elf`).")],
    render: "play {target} for free",
    doc: "Play such a card from your hand without paying its twilight cost.",
  },
];
