import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Triggers at the end of a turn that look back on the turn's skirmish assignments. */
export const turnAssignmentTriggers: PhraseDecl[] = [
  {
    id: "end-of-turn-not-assigned",
    kind: "trigger",
    patterns: ["at the end of each turn during which {who} was not assigned to a skirmish ( and {other} was )"],
    params: [cards("who", "character", "The character left out (`bearer`)."), cards("other", "character", "Who was assigned instead (`another companion`).")],
    render: "at the end of each turn during which {who} was not assigned to a skirmish (and {other} was)",
    doc: "At the end of a turn in which that character was never assigned to a skirmish while such another character was.",
  },
];
