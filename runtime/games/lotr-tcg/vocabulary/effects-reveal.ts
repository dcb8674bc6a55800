import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player } from "./params.ts";

/** Revealing cards from the top of your draw deck until one does not fit, then keeping them. */
export const revealEffects: PhraseDecl[] = [
  {
    id: "reveal-until-not",
    kind: "effect",
    patterns: ["reveal cards from the top of your draw deck until you reveal one that is not {target}"],
    params: [cards("target", "card", "What the revealed cards are until the last one (`a [moria] minion`).")],
    render: "reveal cards from the top of your draw deck until you reveal one that is not {target}",
    doc: "Reveal your draw deck's cards from the top, one at a time, stopping after the first that does not fit (or at the bottom); they are the cards `revealed`.",
  },
  {
    id: "take-revealed-into-hand",
    kind: "effect",
    patterns: ["take the revealed cards into hand"],
    params: [],
    render: "take the revealed cards into hand",
    doc: "Put every card this ability revealed that is still in the draw deck into your hand.",
  },
  {
    id: "make-reveal-at-random",
    kind: "effect",
    patterns: ["make {who} reveal {n} card|cards at random from hand"],
    params: [player("who", "Whose hand (`the Free Peoples player`)."), num("n", "How many cards (`X`).")],
    render: "make {who} reveal {n} card|cards at random from hand",
    doc: "That player shows n cards chosen at random from his or her hand; they are the cards `revealed`.",
  },
  {
    id: "discard-revealed",
    kind: "effect",
    patterns: ["discard {n} revealed card|cards"],
    params: [num("n", "How many of the revealed cards.")],
    render: "discard {n} revealed card|cards",
    doc: "Choose n of the cards this ability revealed that are still in a hand or draw deck, and discard them.",
  },
];
