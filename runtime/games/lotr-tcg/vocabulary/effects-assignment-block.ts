import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Forbidding an assignment to the opponent. */
export const assignmentBlockEffects: PhraseDecl[] = [
  {
    id: "prevent-opponent-assigning",
    kind: "effect",
    lasting: true,
    patterns: ["prevent the opponent from assigning {target} to {minion}"],
    params: [cards("target", "character", "The character (`that companion`)."), cards("minion", "minion", "The minion (`this minion`).")],
    render: "prevent the opponent from assigning {target} to {minion}",
    doc: "Until the end of the phase, your opponents may not assign that character to skirmish that minion (you still may).",
  },
];
