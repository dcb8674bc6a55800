import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { phrase } from "./params.ts";

/** The fellowship's site described by a condition on it: `At a site which is not underground, …` (negation: runtime/core/phrases). */
export const siteWhichConditions: PhraseDecl[] = [
  {
    id: "at-site-which-is",
    kind: "condition",
    patterns: ["at a site which is {condition}"],
    params: [phrase("condition", "condition", "What the site is, by its keyword: `not underground`.")],
    render: "at a site which is {condition}",
    doc: "The condition on the fellowship's current site holds (its keyword conditions read that site): `At a site which is not underground, each [moria] Orc's twilight cost is +2.`",
  },
];
