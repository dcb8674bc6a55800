import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** A heal each card's owner may take or leave, card by card. */
export const mayHealEffects: PhraseDecl[] = [
  {
    id: "each-may-heal",
    kind: "effect",
    patterns: ["{target} may heal"],
    params: [cards("target", "character", "The characters that may heal (`each Hobbit companion`).")],
    render: "{target} may heal",
    doc: "The owner of each such wounded character chooses whether it heals (one wound removed): each player picks which of his or her own to heal.",
  },
];
