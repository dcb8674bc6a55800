import type { PhraseDecl } from "../../../core/vocabulary.ts";

/** Qualifiers of Isengard and Moria cards. */
export const playedToFilters: PhraseDecl[] = [
  {
    id: "played-to-non-sanctuary",
    kind: "filter",
    patterns: ["played to a site which is not a sanctuary"],
    params: [],
    render: "played to a site which is not a sanctuary",
    doc: "Cards played while the fellowship's site is not a sanctuary: `each companion played to a site which is not a sanctuary`.",
  },
];
