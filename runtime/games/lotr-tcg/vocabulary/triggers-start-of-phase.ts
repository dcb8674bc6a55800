import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { word } from "./params.ts";

/** The start of a phase, whoever plays in it. */
export const startOfPhaseTriggers: PhraseDecl[] = [
  {
    id: "start-of-each-phase",
    kind: "trigger",
    patterns: ["at the start of each {timing} phase", "during the {timing} phase"],
    params: [word("timing", "eventTimings", "The phase, as printed inside a sentence: `fellowship`.")],
    render: "at the start of each {timing} phase",
    renders: ["at the start of each {timing} phase", "during the {timing} phase"],
    doc: "When such a phase starts (any player's turn); `during the … phase` is the printed required action in a phase, written after it: `Discard this condition during the regroup phase.`",
  },
];
