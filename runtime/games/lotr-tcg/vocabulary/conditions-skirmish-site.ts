import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Conditions of Isengard and Moria cards. */
export const skirmishSiteConditions: PhraseDecl[] = [
  {
    id: "same-skirmish-as",
    kind: "condition",
    patterns: ["[{who} is] in the same skirmish as {other}"],
    params: [
      cards("who", "character", "The character tested; when omitted, this card (`… is damage +2 while in the same skirmish as …`)."),
      cards("other", "character", "Another character that must be in that skirmish."),
    ],
    render: "[{who} is ]in the same skirmish as {other}",
    doc: "The character is skirmishing and such another character is in the same skirmish (on either side).",
  },
  {
    id: "fellowship-at-site-or-higher",
    kind: "condition",
    patterns: ["the fellowship is at site {n} or higher"],
    params: [num("n", "The lowest site number.")],
    render: "the fellowship is at site {n} or higher",
    doc: "The fellowship's current site number is at least n.",
  },
];
