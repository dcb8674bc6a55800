import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** What a character may not bear. */
export const bearingModifiers: PhraseDecl[] = [
  {
    id: "may-not-bear",
    kind: "modifier",
    patterns: ["{target} may not bear {item}"],
    params: [cards("target", "character", "The characters forbidden (`this minion`)."), cards("item", "card", "What they may not bear (`possessions`).")],
    render: "{target} may not bear {item}",
    doc: "While this holds, no such card may be played on (or moved to) these characters: `This minion may not bear possessions.`",
  },
];
