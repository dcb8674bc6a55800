/** Static abilities about a player's hand and deck: carry-over limit, extra draws, looking at the top card, once per round. */
import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, signed } from "./params.ts";

export const handPhrases: PhraseDecl[] = [
  {
    id: "carry-over-limit",
    kind: "modifier",
    patterns: ["your carry-over limit is {amount}"],
    params: [signed("amount", "The change (base 2).")],
    render: "your carry-over limit is {amount}",
    doc: "The most cards you may keep when the action step ends (and pass with) changes by the amount.",
  },
  {
    id: "extra-draw",
    kind: "modifier",
    patterns: ["you draw {n} extra card|cards in the draw step"],
    params: [num("n", "Extra cards.")],
    render: "you draw {n} extra card|cards in the draw step",
    doc: "In each draw step you draw that many cards more.",
  },
  {
    id: "may-look-at-top",
    kind: "modifier",
    patterns: ["you may look at the top card of your draw deck at any time"],
    params: [],
    render: "you may look at the top card of your draw deck at any time",
    doc: "The top card of your draw deck is shown to you.",
  },
  {
    id: "once-per-round",
    kind: "modifier",
    patterns: ["{target}'s action may be used only once per round"],
    params: [cards("target", "card", "The card.")],
    render: "{target}'s action may be used only once per round",
    doc: "The card's Action may be used at most once in each round.",
  },
];
