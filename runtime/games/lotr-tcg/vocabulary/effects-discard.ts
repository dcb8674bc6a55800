import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player, word } from "./params.ts";

/** Discarding from hand: at random, by a chosen opponent, to draw as many, or revealing a card to put it under the deck. */
export const discardEffects: PhraseDecl[] = [
  {
    id: "make-discard-at-random",
    kind: "effect",
    patterns: ["make {who} discard {n} card|cards at random from hand"],
    params: [player("who", "The player who discards (`an opponent`)."), num("n", "How many cards.")],
    render: "make {who} discard {n} card|cards at random from hand",
    doc: "That player discards n cards picked at random from his or her hand (all of them if fewer).",
  },
  {
    id: "choose-opponent-to-discard",
    kind: "effect",
    patterns: ["choose an opponent to discard {target} from hand"],
    params: [cards("target", "card", "The cards that opponent discards (he or she picks them).")],
    render: "choose an opponent to discard {target} from hand",
    doc: "You choose an opponent; that player picks such cards from his or her hand and discards them.",
  },
  {
    id: "discard-up-to-then-draw-equal",
    kind: "effect",
    patterns: ["discard up to {n} cards from hand and draw an equal number of cards"],
    params: [num("n", "The most cards you may discard.")],
    render: "discard up to {n} cards from hand and draw an equal number of cards",
    doc: "Discard from none to n cards of your choice from hand, then draw as many cards as you discarded.",
  },
  {
    id: "reveal-place-beneath-draw-deck",
    kind: "effect",
    patterns: ["reveal {target} from {zone} and place it beneath your draw deck"],
    params: [cards("target", "card", "The card to reveal (`an [elven] card`)."), word("zone", "zones", "Where it is: `hand`, `your discard pile`.")],
    render: "reveal {target} from {zone} and place it beneath your draw deck",
    doc: "Show every player such a card from your hand (or discard pile), then put it on the bottom of your draw deck.",
  },
];
