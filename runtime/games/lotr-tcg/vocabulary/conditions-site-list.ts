import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** A character at one of a list of site numbers, printed as a serial list. */
export const siteListConditions: PhraseDecl[] = [
  {
    id: "is-at-one-of-three-sites",
    kind: "condition",
    patterns: ["{who} is at site {n} or {m} or {o}"],
    params: [cards("who", "character", "The character (`Haldir`): characters are at the fellowship's site."), num("n"), num("m"), num("o")],
    render: "{who} is at site {n}, {m}, or {o}",
    doc: "The character is in play and the fellowship is at one of the three sites; written as printed: `While Haldir is at site 6, 7, or 8, …`.",
  },
];
