import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { signed } from "./params.ts";

/** A move limit changed by a triggered effect (moving in a given phase is a trigger with the core `during`). */
export const fellowshipMoves: PhraseDecl[] = [
  {
    id: "move-limit-effect",
    kind: "effect",
    patterns: ["the move limit for this turn is {amount}"],
    params: [signed("amount", "The change: `+1`.")],
    render: "the move limit for this turn is {amount}",
    doc: "As an effect (after a trigger): the fellowship may move that many more times this turn.",
  },
];
