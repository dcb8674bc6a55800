import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, player } from "./params.ts";

/** Conditions of the game state that a static ability waits for, and the corruption they may cause (`… and …`: runtime/core/phrases). */
export const stateConditions: PhraseDecl[] = [
  {
    id: "no-cards-in-draw-deck",
    kind: "condition",
    patterns: ["{who} has no cards in his or her draw deck"],
    params: [player("who", "Whose draw deck (`the Free Peoples player`).")],
    render: "{who} has no cards in his or her draw deck",
    doc: "That player's draw deck is empty.",
  },
  {
    id: "is-corrupted",
    kind: "modifier",
    patterns: ["{target} is corrupted"],
    params: [cards("target", "companion", "The Ring-bearer.")],
    render: "{target} is corrupted",
    doc: "While it applies, the Ring-bearer is corrupted as if burdens had reached his or her resistance: the Free Peoples player loses.",
  },
];
