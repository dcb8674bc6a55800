import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Healing several times and preventing wounds for a while. */
export const woundPreventionEffects: PhraseDecl[] = [
  {
    id: "heal-up-to-times",
    kind: "effect",
    patterns: ["heal {target} up to {n} times"],
    params: [cards("target", "character", "The character to heal (`bearer`)."), num("n", "The most wounds removed.")],
    render: "heal {target} up to {n} times",
    doc: "Remove wounds from the character, one at a time, at most n (fewer if it has fewer).",
  },
  {
    id: "prevent-all-wounds",
    kind: "effect",
    lasting: true,
    patterns: ["prevent all wounds to {target}"],
    params: [cards("target", "character", "The characters protected (`him`).")],
    render: "prevent all wounds to {target}",
    doc: "The characters take no wounds until the end of the skirmish when made during one (else the phase, or `until …`).",
  },
];
