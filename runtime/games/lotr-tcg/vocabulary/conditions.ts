import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, signed, word } from "./params.ts";

/** What `While …,` / `if …` / `(or +N if …)` test. */
export const conditions: PhraseDecl[] = [
  {
    id: "can-spot",
    kind: "condition",
    patterns: ["you can spot {target}"],
    params: [cards("target", "card", "What must be in play.")],
    render: "you can spot {target}",
    doc: "True while the cards are in play and visible to you.",
  },
  {
    id: "skirmishing",
    kind: "condition",
    patterns: ["[{who} is] skirmishing {enemy}"],
    params: [
      cards("who", "character", "The character tested; when omitted, the one the sentence is about."),
      cards("enemy", "character", "The opponent in that skirmish (`a Nazgûl`)."),
    ],
    render: "[{who} is ]skirmishing {enemy}",
    doc: "The character is in a skirmish against such a character: `While skirmishing a Nazgûl, Legolas is strength +3`.",
  },
  {
    id: "wearing-the-one-ring",
    kind: "condition",
    patterns: ["[{who} is] wearing The One Ring"],
    params: [cards("who", "character", "The Ring-bearer; when omitted, bearer.")],
    render: "[{who} is ]wearing The One Ring",
    doc: "The Ring-bearer wears The One Ring.",
  },
  {
    id: "is-bearing",
    kind: "condition",
    patterns: ["[{who} is] bearing {item}"],
    params: [
      cards("who", "character", "The character tested; when omitted, the one the sentence is about."),
      cards("item", "item", "What it must bear (`a [dwarven] hand weapon`)."),
    ],
    render: "[{who} is ]bearing {item}",
    doc: "The character bears such a card: `(or +3 if bearing a [dwarven] hand weapon)`.",
  },
  {
    id: "bears",
    kind: "condition",
    patterns: ["{who} bears {item}"],
    params: [cards("who", "character", "The character tested."), cards("item", "item", "What it must bear.")],
    render: "{who} bears {item}",
    doc: "Same as `bearing`, in the `While Merry bears a weapon` wording.",
  },
  {
    id: "twilight-pool-fewer",
    kind: "condition",
    patterns: ["the twilight pool has fewer than {n} twilight tokens"],
    params: [num("n")],
    render: "the twilight pool has fewer than {n} twilight tokens",
    doc: "The twilight pool holds fewer than n tokens.",
  },
  {
    id: "burdens-at-most",
    kind: "condition",
    patterns: ["there are {n} or fewer burdens on the Ring-bearer"],
    params: [num("n")],
    render: "there are {n} or fewer burdens on the Ring-bearer",
    doc: "The Ring-bearer has at most n burdens.",
  },
  {
    id: "at-site-with-keyword",
    kind: "condition",
    patterns: ["at a|an {keyword} site"],
    params: [word("keyword", "keywords", "A site keyword: `underground`, `river`, `plains` …")],
    render: "at an {keyword} site",
    doc: "The fellowship's current site has that keyword.",
  },
  {
    id: "has-keyword",
    kind: "condition",
    patterns: ["{who} is {keyword} [{amount}]"],
    params: [cards("who", "card", "The card tested."), word("keyword", "keywords"), signed("amount", "For value keywords: at least this value.")],
    render: "{who} is {keyword}[ {amount}]",
    doc: "The card has the keyword (with at least that value): `if he or she is defender +1`.",
  },
];
