import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

const what = { ...cards("what", "card", "What it must be (`a [moria] Orc`): a description, not a choice."), describes: true };

/** Is a card that the ability already names (`it`, `that companion`) of some kind? */
export const describedConditions: PhraseDecl[] = [
  {
    id: "is-described-as",
    kind: "condition",
    patterns: ["{who} is {what}"],
    params: [cards("who", "card", "The card tested (`it`)."), what],
    render: "{who} is {what}",
    doc: "The card matches the noun phrase, wherever it is (`if it is a [moria] Orc`).",
  },
  {
    id: "was-described-as",
    kind: "condition",
    patterns: ["{who} was {what}"],
    params: [cards("who", "card", "The card tested (`that companion`, killed)."), what],
    render: "{who} was {what}",
    doc: "Same as `{who} is {what}`, for a card that has left play (`if that companion was a Hobbit`).",
  },
];
