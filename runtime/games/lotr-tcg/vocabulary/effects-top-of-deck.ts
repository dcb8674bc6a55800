import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Revealing or looking at the top cards of your draw deck, then keeping some of them. */
export const topOfDeckEffects: PhraseDecl[] = [
  {
    id: "reveal-top-cards",
    kind: "effect",
    patterns: ["reveal the top {n} card|cards of your draw deck"],
    params: [num("n", "How many cards.")],
    render: "reveal the top {n} card|cards of your draw deck",
    doc: "Show every player the top n cards of your draw deck; they stay there and are the cards `revealed` (`… revealed`, `the rest`).",
  },
  {
    id: "look-at-top-cards",
    kind: "effect",
    patterns: ["look at the top {n} card|cards of your draw deck"],
    params: [num("n", "How many cards.")],
    render: "look at the top {n} card|cards of your draw deck",
    doc: "Look at the top n cards of your draw deck (only you see them); `those cards` are these.",
  },
  {
    id: "take-revealed-discard-rest",
    kind: "effect",
    patterns: ["take {target} into hand and discard the rest"],
    params: [cards("target", "card", "Which of the cards revealed: `all Free Peoples cards revealed`.")],
    render: "take {target} into hand and discard the rest",
    doc: "Put those of the revealed cards into your hand and discard the other revealed cards.",
  },
  {
    id: "take-some-discard-rest",
    kind: "effect",
    patterns: ["take {n} of those cards into hand and discard the rest"],
    params: [num("n", "How many you keep.")],
    render: "take {n} of those cards into hand and discard the rest",
    doc: "Choose n of the cards looked at (or revealed) to put into your hand; discard the others.",
  },
  {
    id: "take-one-discard-other",
    kind: "effect",
    patterns: ["take one into hand and discard the other"],
    params: [],
    render: "take one into hand and discard the other",
    doc: "Of the two cards looked at, choose one to put into your hand and discard the other.",
  },
];
