import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** A static change to how cards come into play: `Each [sauron] Orc comes into play exhausted.` */
export const enterExhaustedModifiers: PhraseDecl[] = [
  {
    id: "each-comes-into-play-exhausted",
    kind: "modifier",
    patterns: ["{target} comes into play exhausted"],
    params: [cards("target", "character", "The characters (`each [sauron] Orc`).")],
    render: "{target} comes into play exhausted",
    doc: "While this holds, each such character is exerted until it has only 1 vitality left as it comes into play, before its \"when you play\" triggers (the effect `that companion comes into play exhausted` does the same to one card just played).",
  },
];
