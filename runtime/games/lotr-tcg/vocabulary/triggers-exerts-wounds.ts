import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** A character exerting or taking a wound. */
export const exertWoundTriggers: PhraseDecl[] = [
  {
    id: "exerts-or-takes-a-wound",
    kind: "trigger",
    patterns: ["{target} exerts or takes a wound"],
    params: [cards("target", "character", "The character (`the Ring-bearer`).")],
    render: "{target} exerts or takes a wound",
    doc: "When such a character exerts or takes a wound (answered in its window, after the Free Peoples player's responses: a wound they prevented or replaced is not taken).",
  },
];
