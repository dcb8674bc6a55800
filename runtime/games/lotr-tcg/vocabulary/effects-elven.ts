import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { num, phrase, player } from "./params.ts";

/** Phrases of the elven cards (issue 4): paying inside an effect; looking at cards of an opponent's hand. */
export const elvenEffects: PhraseDecl[] = [
  {
    id: "cost-to-effect",
    kind: "effect",
    patterns: ["{cost} to {effect}"],
    params: [phrase("cost", "effect", "What is paid first, in full (`discard an [isengard] minion revealed`)."), phrase("effect", "effect", "What it buys (`draw 2 cards`).")],
    render: "{cost} to {effect}",
    doc: "Pay the first in full, then do the second; nothing happens when it cannot be paid (`you may discard an [isengard] minion revealed to draw 2 cards`).",
  },
  {
    id: "has-at-least-cards-in-hand",
    kind: "condition",
    patterns: ["{who} has at least {n} cards in hand"],
    params: [player("who", "Whose hand (`an opponent`)."), num("n", "How many cards.")],
    render: "{who} has at least {n} cards in hand",
    doc: "Holds when such a player has that many cards or more in hand.",
  },
  {
    id: "look-at-random-from-hand",
    kind: "effect",
    patterns: ["look at {n} of those cards at random"],
    params: [num("n", "How many cards.")],
    render: "look at {n} of those cards at random",
    doc: "After `if an opponent has at least N cards in hand`: look at that many cards of the opponent's hand (the largest), picked at random; they are `revealed` to this ability.",
  },
  {
    id: "discard-one-replace-other",
    kind: "effect",
    patterns: ["discard one and replace the other"],
    params: [],
    render: "discard one and replace the other",
    doc: "Of the cards just looked at in a hand, discard the one you choose; the rest stay in that hand.",
  },
];
