import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Discarding from the top of your draw deck by a count, and what the cards discarded in this way bring. */
export const discardTopCountPhrases: PhraseDecl[] = [
  {
    id: "discard-top-for-each",
    kind: "effect",
    patterns: ["discard {n} card|cards from the top of your draw deck for each {per}"],
    params: [num("n", "Cards per card counted."), cards("per", "card", "What is counted (`[isengard] minion you spot`).")],
    render: "discard {n} card|cards from the top of your draw deck for each {per}",
    doc: "Discard n cards from the top of your draw deck for each such card; later effects of the ability may count them as `discarded in this way`.",
  },
  {
    id: "add-burdens-for-each",
    kind: "effect",
    patterns: ["add {n} burden|burdens for each {per} [( limit {max} burdens )]"],
    params: [num("n", "Burdens per card counted."), cards("per", "card", "What is counted (`Shadow card discarded in this way`)."), num("max", "The most burdens added (absent: no limit).")],
    render: "add {n} burden|burdens for each {per}[ (limit {max} burdens)]",
    doc: "Add n burdens for each such card (at most max burdens in all when a limit is printed).",
  },
  {
    id: "discarded-in-this-way",
    kind: "filter",
    patterns: ["discarded in this way"],
    params: [],
    render: "discarded in this way",
    doc: "A card that an earlier effect of the same ability discarded from a draw deck (`for each Shadow card discarded in this way`).",
  },
];
