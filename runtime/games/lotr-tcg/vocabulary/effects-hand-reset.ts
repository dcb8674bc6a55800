import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player } from "./params.ts";

/** Effects on a player's hand as a whole, and on a burden or a wound. */
export const handResetEffects: PhraseDecl[] = [
  {
    id: "shuffle-hand-and-draw",
    kind: "effect",
    patterns: [
      "make {who} shuffle his hand into his draw deck and draw {n} card|cards",
      "make {who} shuffle his or her hand into his or her draw deck and draw {n} card|cards",
    ],
    params: [player("who", "Whose hand (`an opponent`)."), num("n", "How many cards that player then draws.")],
    render: "make {who} shuffle his hand into his draw deck and draw {n} card|cards",
    doc: "The player shuffles every card in hand into his or her draw deck, then draws n cards (`draw 8 cards`).",
  },
  {
    id: "remove-burden-or-wound",
    kind: "effect",
    patterns: ["remove a burden or wound from {target}"],
    params: [cards("target", "character", "The character whose wound may be removed (`a companion`).")],
    render: "remove a burden or wound from {target}",
    doc: "Choose: remove a burden (from the Ring-bearer), or heal the chosen character (remove one of its wounds).",
  },
];
