import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** A character at one of a list of site numbers, printed as a serial list. */
export const siteListConditions: PhraseDecl[] = [
  {
    id: "is-at-one-of-sites",
    kind: "condition",
    patterns: ["{who} is at site {sites}"],
    params: [
      cards("who", "character", "The character (`Haldir`): characters are at the fellowship's site."),
      { name: "sites", type: { kind: "list", item: { kind: "number" }, conjunction: "or" }, doc: "The site numbers, two or more: `6, 7, or 8`." },
    ],
    render: "{who} is at site {sites}",
    doc: "The character is in play and the fellowship is at one of the sites; written as printed: `While Haldir is at site 6, 7, or 8, …`.",
  },
];
