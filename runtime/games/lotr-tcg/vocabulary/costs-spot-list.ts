import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Spotting a list of cards, printed as a serial list. */
export const spotListCosts: PhraseDecl[] = [
  {
    id: "spot-three",
    kind: "cost",
    patterns: ["spot {target} and {also} and {third}"],
    params: [cards("target", "card", "What must be in play (`Gandalf`)."), cards("also", "card", "What else (`a Dwarf`)."), cards("third", "card", "And what else (`an Elf`).")],
    render: "spot {target}, {also}, and {third}",
    doc: "Requires all three to be in play; written as printed: `spot Gandalf, a Dwarf, and an Elf`.",
  },
];
