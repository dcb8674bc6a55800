import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, signed, word } from "./params.ts";

/** Moving in a given phase, and a move limit changed by a triggered effect. */
export const fellowshipMoves: PhraseDecl[] = [
  {
    id: "fellowship-moves-from-during",
    kind: "trigger",
    patterns: ["the fellowship moves from {site} during the {timing} phase"],
    params: [cards("site", "site", "The site left (`a river`)."), word("timing", "eventTimings", "The phase the move happens in.")],
    render: "the fellowship moves from {site} during the {timing} phase",
    doc: "When the fellowship leaves such a site in that phase (the fellowship phase's move, not a move in the regroup phase).",
  },
  {
    id: "move-limit-effect",
    kind: "effect",
    patterns: ["the move limit for this turn is {amount}"],
    params: [signed("amount", "The change: `+1`.")],
    render: "the move limit for this turn is {amount}",
    doc: "As an effect (after a trigger): the fellowship may move that many more times this turn.",
  },
];
