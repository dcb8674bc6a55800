import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Spotting burdens (on the Ring-bearer) or two kinds of cards; counting the dead pile. */
export const burdenSpotting: PhraseDecl[] = [
  {
    id: "spot-burdens",
    kind: "cost",
    patterns: ["spot {n} burdens"],
    params: [num("n", "How many burdens (`X`: as many as you choose to spot, at most the burdens there are).")],
    render: "spot {n} burdens",
    doc: "Requires at least n burdens on the Ring-bearer; `spot X burdens` binds X to the number spotted.",
  },
  {
    id: "can-spot-burdens",
    kind: "condition",
    patterns: ["you can spot {n} burdens"],
    params: [num("n")],
    render: "you can spot {n} burdens",
    doc: "The Ring-bearer has at least n burdens.",
  },
  {
    id: "you-spot-burdens",
    kind: "condition",
    patterns: ["you spot {n} burdens"],
    params: [num("n")],
    render: "you spot {n} burdens",
    doc: "Same as `you can spot {n} burdens`, in the printed `(or +4 if you spot 5 burdens)` wording.",
  },
  {
    id: "dead-pile-count",
    kind: "condition",
    patterns: ["there are {n} or more {target} in the dead pile"],
    params: [num("n"), cards("target", "card", "What is counted (`companions`).")],
    render: "there are {n} or more {target} in the dead pile",
    doc: "The Free Peoples player's dead pile holds at least n such cards.",
  },
  {
    id: "burdens-and-dead-at-least",
    kind: "condition",
    patterns: ["the total number of burdens and {target} in the dead pile is at least {n}"],
    params: [cards("target", "card", "What is counted in the dead pile (`companions`)."), num("n")],
    render: "the total number of burdens and {target} in the dead pile is at least {n}",
    doc: "The Ring-bearer's burdens plus such cards in the Free Peoples dead pile number at least n.",
  },
];
