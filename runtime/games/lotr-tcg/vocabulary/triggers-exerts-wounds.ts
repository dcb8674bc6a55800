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
    doc: "After such a character exerts or takes a wound (a wound prevented or replaced, e.g. by The One Ring, was not taken; an exertion whose wound was prevented still counts).",
  },
];
