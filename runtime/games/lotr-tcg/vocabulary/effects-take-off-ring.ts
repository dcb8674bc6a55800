import type { PhraseDecl } from "../../../core/vocabulary.ts";

/** The Ring-bearer taking off The One Ring. */
export const takeOffRingEffects: PhraseDecl[] = [
  {
    id: "take-off-the-one-ring",
    kind: "effect",
    patterns: ["take off The One Ring"],
    params: [],
    render: "take off The One Ring",
    doc: "The Ring-bearer stops wearing The One Ring until the end of the turn, unless he puts it on again.",
  },
];
