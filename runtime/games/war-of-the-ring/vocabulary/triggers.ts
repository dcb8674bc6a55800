/** Triggers: a location activated, a card played (to a place, on a wielder), played or moved, the draw step. */
import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, word } from "./params.ts";

export const triggerPhrases: PhraseDecl[] = [
  {
    id: "activated",
    kind: "trigger",
    patterns: ["activated"],
    params: [],
    render: "activated",
    doc: "This location is activated or reactivated (its activation text).",
  },
  {
    id: "played",
    kind: "trigger",
    patterns: ["played", "played to {where}", "played to {place}", "played on {wielder}", "{target} is played"],
    params: [
      cards("target", "card", "Another card played (absent: this card)."),
      cards("where", "card", "Played to such a location."),
      word("place", "places", "Played to reserve."),
      cards("wielder", "card", "An item played on such a wielder, or a card played on such a location."),
    ],
    render: "played",
    renders: ["played", "played to {where}", "played to {place}", "played on {wielder}", "{target} is played"],
    doc: "The card is played from hand (not moved), to that place when one is named.",
  },
  {
    id: "played-or-moved",
    kind: "trigger",
    patterns: ["played or moved [to {where}]"],
    params: [cards("where", "card", "To such a location (absent: to any location).")],
    render: "played or moved[ to {where}]",
    doc: "The card arrives at a location: played there from hand, or moved there from reserve (once each arrival).",
  },
  {
    id: "draw-step",
    kind: "trigger",
    patterns: ["you draw in the draw step"],
    params: [],
    render: "you draw in the draw step",
    doc: "Your draw step's cards have been drawn.",
  },
];
