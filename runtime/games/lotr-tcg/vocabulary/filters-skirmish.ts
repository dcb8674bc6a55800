import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Qualifiers about skirmishes, bearers and the dead pile: `a character skirmishing a Nazgûl`, `a possession borne by …`. */
export const skirmishFilters: PhraseDecl[] = [
  {
    id: "skirmishing-filter",
    kind: "filter",
    patterns: ["skirmishing {enemy}"],
    params: [cards("enemy", "character", "An opponent in the character's skirmish (`a [sauron] Orc`).")],
    render: "skirmishing {enemy}",
    doc: "Characters in a skirmish against such a character: `a character skirmishing a [sauron] Orc`.",
  },
  {
    id: "is-skirmishing-filter",
    kind: "filter",
    patterns: ["{who} is skirmishing"],
    params: [cards("who", "character", "The character whose opponents these are (`he`, `it`).")],
    render: "{who} is skirmishing",
    doc: "Characters in a skirmish against the named character: `wound a character he is skirmishing`.",
  },
  {
    id: "borne-by-opponent",
    kind: "filter",
    patterns: ["borne by a character {who} is skirmishing"],
    params: [cards("who", "character", "The character whose opponent bears the card (`he`).")],
    render: "borne by a character {who} is skirmishing",
    doc: "Cards borne by a character in a skirmish against the named one: `discard a weapon borne by a character he is skirmishing`.",
  },
  {
    id: "who-bears",
    kind: "filter",
    patterns: ["who bears {item}"],
    params: [cards("item", "card", "What the character bears (a possession, a condition …).")],
    render: "who bears {item}",
    doc: "Characters bearing such a card: `each companion or ally who bears a [wraith] condition`.",
  },
  {
    id: "in-dead-pile",
    kind: "filter",
    patterns: ["in the dead pile"],
    params: [],
    render: "in the dead pile",
    doc: "Cards in the Free Peoples player's dead pile: `for each card in the dead pile`.",
  },
];
