import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Spotting wounds on a character, or burdens instead. */
export const woundsOnConditions: PhraseDecl[] = [
  {
    id: "can-spot-wounds-on",
    kind: "condition",
    patterns: ["you can spot [{burdens} burdens or] {n} wounds on {target}"],
    params: [
      num("burdens", "How many burdens on the Ring-bearer will do instead (absent: wounds only)."),
      num("n", "How many wounds."),
      cards("target", "character", "Who bears the wounds (`the Ring-bearer`)."),
    ],
    render: "you can spot [{burdens} burdens or] {n} wounds on {target}",
    doc: "Such a character has at least n wounds, or (with `{burdens} burdens or`) the Ring-bearer has at least that many burdens: `While you can spot 2 burdens or 2 wounds on the Ring-bearer, …`.",
  },
];
