import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Static modifiers of Isengard and Moria cards. */
export const weaponModifiers: PhraseDecl[] = [
  {
    id: "no-weapon-strength-bonus",
    kind: "modifier",
    patterns: ["{target} does not gain strength bonuses from weapons"],
    params: [cards("target", "character", "The characters affected (`a character skirmishing this minion`).")],
    render: "{target} does not gain strength bonuses from weapons",
    doc: "The hand weapons and ranged weapons these characters bear add no strength while this holds.",
  },
];
