import type { PhraseDecl } from "../../../core/vocabulary.ts";

/** Conditions over what happened earlier in the turn. */
export const turnHistoryConditions: PhraseDecl[] = [
  {
    id: "fellowship-moved-more-than-once",
    kind: "condition",
    patterns: ["the fellowship has moved more than once this turn"],
    params: [],
    render: "the fellowship has moved more than once this turn",
    doc: "The fellowship has moved at least twice since the turn began (its moves this turn, counted from 0 at the turn's start).",
  },
];
