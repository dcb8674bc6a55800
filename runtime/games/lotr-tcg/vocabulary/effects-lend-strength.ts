import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, signed, word } from "./params.ts";

/** A character that is not in a skirmish lending its strength (`exert him twice then add his strength to another companion`), and a keyword bonus with a wound limit. */
export const lendStrengthPhrases: PhraseDecl[] = [
  {
    id: "not-assigned",
    kind: "condition",
    patterns: ["{who} is not assigned to a skirmish"],
    params: [cards("who", "character", "The character (`Merry`).")],
    render: "{who} is not assigned to a skirmish",
    doc: "True while no minion is assigned to the character and it is not in the current skirmish.",
  },
  {
    id: "exert-twice",
    kind: "effect",
    alsoCost: true,
    patterns: ["exert {target} twice"],
    params: [cards("target", "character", "Who exerts twice (`him`).")],
    render: "exert {target} twice",
    doc: "The character exerts two times; as a cost, it must be able to exert twice.",
  },
  {
    id: "keyword-and-wound-limit",
    kind: "effect",
    lasting: true,
    patterns: ["make {target} {keyword} {amount} and {same} takes no more than {n} wound|wounds during each skirmish phase"],
    params: [
      cards("target", "character", "Who (`Aragorn`)."),
      word("keyword", "keywords", "A keyword with a value (`defender`)."),
      signed("amount", "The keyword bonus (`+1`)."),
      cards("same", "character", "The same character again (`he`)."),
      num("n", "The most wounds each skirmish phase."),
    ],
    render: "make {target} {keyword} {amount} and {same} takes no more than {n} wound during each skirmish phase",
    doc: "For the effect's duration (`until the regroup phase`), the character has the keyword bonus and takes at most n wounds during each skirmish phase.",
  },
  {
    id: "add-strength-to",
    kind: "effect",
    lasting: true,
    patterns: ["add {who}'s strength to {target}"],
    params: [cards("who", "character", "Whose strength (`his`)."), cards("target", "character", "Who gets it (`another companion`).")],
    render: "add {who}'s strength to {target}",
    doc: "The chosen character is strength +N, N being the other character's strength now, lasting like a strength bonus.",
  },
];
