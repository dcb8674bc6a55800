import type { PhraseDecl } from "../../../core/vocabulary.ts";

/** Qualifiers about the fellowship: `each companion in the fellowship`, `a companion whose race you cannot spot`. */
export const fellowshipFilters: PhraseDecl[] = [
  {
    id: "in-the-fellowship",
    kind: "filter",
    patterns: ["in the fellowship"],
    params: [],
    render: "in the fellowship",
    doc: "Companions in play (the fellowship): `for each companion in the fellowship over 4`.",
  },
  {
    id: "whose-race-unspotted",
    kind: "filter",
    patterns: ["whose race you cannot spot"],
    params: [],
    render: "whose race you cannot spot",
    doc: "Characters with a race that no other character in play has: `the twilight cost of each companion whose race you cannot spot is -2`.",
  },
];
