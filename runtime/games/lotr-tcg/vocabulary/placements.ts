import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Whole sentences that say where and how a card is played. */
export const placements: PhraseDecl[] = [
  {
    id: "support-area",
    kind: "placement",
    patterns: ["Plays to your support area"],
    params: [],
    render: "Plays to your support area",
    doc: "The card is played into your support area instead of on a character.",
  },
  {
    id: "bearer-must-be",
    kind: "placement",
    patterns: ["Bearer must be {target}"],
    params: [cards("target", "character", "Who may bear it.")],
    render: "Bearer must be {target}",
    doc: "The card is played on one of your characters of that kind, who becomes its bearer.",
  },
  {
    id: "plays-on",
    kind: "placement",
    patterns: ["Plays on {target}"],
    params: [cards("target", "card", "The character (may be an opponent's) or site it is played on.")],
    render: "Plays on {target}",
    doc: "The card is played on such a character (often an opponent's).",
  },
  {
    id: "limit-per",
    kind: "placement",
    patterns: ["Limit {n} per {target}"],
    params: [num("n"), cards("target", "card", "The kind of bearer (a character, or `site`).")],
    render: "Limit {n} per {target}",
    doc: "No character may bear more than n copies of this card.",
  },
];
