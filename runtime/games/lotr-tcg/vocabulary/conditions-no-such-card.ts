import type { PhraseDecl } from "../../../core/vocabulary.ts";

/** Whether the effect before found anything to act on (`If you can spot no such card, … instead.`). */
export const noSuchCardConditions: PhraseDecl[] = [
  {
    id: "no-such-card",
    kind: "condition",
    patterns: ["you can spot no such card"],
    params: [],
    render: "you can spot no such card",
    doc: "The effect before it in the same ability found no card of its kind (it changed nothing): `If you can spot no such card, discard an ally … instead.`",
  },
];
