import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, word } from "./params.ts";

/** Qualifiers written after a noun in a noun phrase. */
export const filters: PhraseDecl[] = [
  {
    id: "at-site",
    kind: "filter",
    patterns: ["at {site}"],
    params: [cards("site", "site", "The site (`Weathertop`, `a river`).")],
    render: "at {site}",
    doc: "Cards while the fellowship is at such a site: `each Nazgûl at Weathertop`.",
  },
  {
    id: "revealed",
    kind: "filter",
    patterns: ["revealed"],
    params: [],
    render: "revealed",
    doc: "Cards this ability revealed (`remove (1) for each Orc revealed`), wherever they are.",
  },
  {
    id: "has-signet",
    kind: "filter",
    patterns: ["who has the {signet} signet"],
    params: [word("signet", "signets")],
    render: "who has the {signet} signet",
    doc: "Companions with that signet: `another companion who has the Frodo signet`.",
  },
  {
    id: "except",
    kind: "filter",
    patterns: ["( except {other} )"],
    params: [cards("other", "card", "The cards excluded.")],
    render: "(except {other})",
    doc: "Excludes cards: `a companion (except a Hobbit)`.",
  },
  {
    id: "bearing",
    kind: "filter",
    patterns: ["bearing {item}"],
    params: [cards("item", "item", "What the character must bear.")],
    render: "bearing {item}",
    doc: "Characters bearing such a card: `a companion bearing a hand weapon`.",
  },
  {
    id: "whose-home",
    kind: "filter",
    patterns: ["whose home is site {n}"],
    params: [num("n")],
    render: "whose home is site {n}",
    doc: "Allies whose home site is that number.",
  },
  {
    id: "you-spot",
    kind: "filter",
    patterns: ["you spot"],
    params: [],
    render: "you spot",
    doc: "Cards you can spot (in play and visible); used when counting: `for each other Uruk-hai you spot`.",
  },
  {
    id: "you-can-spot",
    kind: "filter",
    patterns: ["you can spot"],
    params: [],
    render: "you can spot",
    doc: "Cards you can spot (in play and visible): `for each Elf you can spot`.",
  },
  {
    id: "in-zone",
    kind: "filter",
    patterns: ["in {zone}"],
    params: [word("zone", "zones")],
    render: "in {zone}",
    doc: "Cards in that zone rather than in play: `each card in your hand`.",
  },
];
