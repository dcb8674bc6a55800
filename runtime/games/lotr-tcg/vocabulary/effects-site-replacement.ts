import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Replacing a site of the adventure path with your own site of the same number. */
export const siteReplacementEffects: PhraseDecl[] = [
  {
    id: "replace-site-same-number",
    kind: "effect",
    patterns: ["replace {target} with {mine} of the same number"],
    params: [
      cards("target", "site", "The site on the adventure path (`it`: an opponent's site spotted)."),
      cards("mine", "site", "Which of your sites may replace it (`your site`, `your marsh or underground site`)."),
    ],
    render: "replace {target} with {mine} of the same number",
    doc: "Put your site of that number (from your adventure deck, and such a site) on the adventure path in its place; it goes back to its owner's adventure deck.",
  },
  {
    id: "replace-fellowship-site",
    kind: "effect",
    patterns: ["replace the fellowship's site with your version of the same site"],
    params: [],
    render: "replace the fellowship's site with your version of the same site",
    doc: "Replace the site the fellowship is at with your site of the same number, as `replace … with your site of the same number`.",
  },
];
