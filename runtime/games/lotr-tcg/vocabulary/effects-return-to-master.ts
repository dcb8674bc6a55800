import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, phrase } from "./params.ts";

/** The end of a skirmish phase while the Ring is worn: remaining assignments, and a card's text set aside. */
export const returnToMasterPhrases: PhraseDecl[] = [
  {
    id: "wears-ring-at-end-of-phase",
    kind: "trigger",
    patterns: ["{who} wears The One Ring at the end of a skirmish phase"],
    params: [cards("who", "companion", "The character (`the Ring-bearer`).")],
    render: "{who} wears The One Ring at the end of a skirmish phase",
    doc: "When a skirmish phase ends while that character wears The One Ring.",
  },
  {
    id: "cancel-remaining-assignments",
    kind: "effect",
    patterns: ["cancel all remaining assignments and {then}"],
    params: [phrase("then", "effect", "What is done next (`assign a Nazgûl to skirmish the Ring-bearer`).")],
    render: "cancel all remaining assignments and {then}",
    doc: "Every assignment of a skirmish not yet resolved this turn is removed (those characters and minions are unassigned), then the effect is done.",
  },
  {
    id: "game-text-does-not-apply",
    kind: "effect",
    lasting: true,
    patterns: ["{target}'s game text does not apply during this skirmish"],
    params: [cards("target", "card", "The card (`The One Ring`).")],
    render: "{target}'s game text does not apply during this skirmish",
    doc: "Until the end of the next skirmish to resolve, the card's triggers and responses do nothing.",
  },
];
