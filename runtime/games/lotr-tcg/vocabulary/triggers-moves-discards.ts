import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Triggers of Isengard and Moria cards. */
export const moveDiscardTriggers: PhraseDecl[] = [
  {
    id: "loses-skirmish-involving",
    kind: "trigger",
    patterns: ["{target} loses a skirmish involving {other}"],
    params: [cards("target", "character", "The loser (`a companion or ally`)."), cards("other", "character", "A character that was in that skirmish (`an Uruk-hai`).")],
    render: "{target} loses a skirmish involving {other}",
    doc: "When such a character loses a skirmish in which such a character took part.",
  },
  {
    id: "fellowship-moves-to-site-number",
    kind: "trigger",
    patterns: ["the fellowship moves to site {n} [or {m}]"],
    params: [num("n", "A site number."), num("m", "Another site number.")],
    render: "the fellowship moves to site {n}[ or {m}]",
    doc: "When the fellowship arrives at a site with that number (or the other one).",
  },
  {
    id: "played-to-site-or-higher",
    kind: "trigger",
    patterns: ["{target} is played to site {n} or higher"],
    params: [cards("target", "card", "The card played (`a companion`); `that companion` refers to it."), num("n", "The lowest site number.")],
    render: "{target} is played to site {n} or higher",
    doc: "When any player plays such a card while the fellowship is at a site numbered n or higher.",
  },
  {
    id: "end-of-turn",
    kind: "trigger",
    patterns: ["at the end of the turn"],
    params: [],
    render: "at the end of the turn",
    doc: "At the end of each turn (after the regroup phase): `Discard this condition at the end of the turn.`",
  },
  {
    id: "is-discarded",
    kind: "trigger",
    patterns: ["{target} is discarded"],
    params: [cards("target", "card", "The card discarded from play (`your [moria] weapon`); `it` refers to it.")],
    render: "{target} is discarded",
    doc: "When such a card in play goes to the discard pile (discarded, or with its dying bearer).",
  },
];
