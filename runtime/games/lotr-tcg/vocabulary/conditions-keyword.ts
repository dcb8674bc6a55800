import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, word } from "./params.ts";

/** Conditions on a card's keywords read as nouns (`if bearer is an archer`). */
export const keywordConditions: PhraseDecl[] = [
  {
    id: "is-a-keyword-condition",
    kind: "condition",
    patterns: ["{who} is a|an {keyword}"],
    params: [cards("who", "card", "The card tested (`bearer`)."), word("keyword", "keywords", "A keyword read as a noun: `archer`, `ranger`.")],
    render: "{who} is a|an {keyword}",
    doc: "The card has that keyword now: `if bearer is an archer`.",
  },
];
