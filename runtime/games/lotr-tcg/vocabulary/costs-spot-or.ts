import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Spotting cards, or burdens instead. */
export const spotOrCosts: PhraseDecl[] = [
  {
    id: "spot-or-burdens",
    kind: "cost",
    patterns: ["spot {target} ( or {n} burdens )"],
    params: [cards("target", "card", "What must be in play (`6 companions`)."), num("n", "How many burdens on the Ring-bearer will do instead.")],
    render: "spot {target} (or {n} burdens)",
    doc: "Requires such cards in play, or else at least n burdens: `spot 6 companions (or 5 burdens)`.",
  },
];
