import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { word } from "./params.ts";

/** The start of a phase, whoever plays in it. */
export const startOfPhaseTriggers: PhraseDecl[] = [
  {
    id: "start-of-each-phase",
    kind: "trigger",
    patterns: ["at the start of each {timing} phase"],
    params: [word("timing", "timings", "The phase: `fellowship`.")],
    render: "at the start of each {timing} phase",
    doc: "When such a phase starts (any player's turn).",
  },
];
