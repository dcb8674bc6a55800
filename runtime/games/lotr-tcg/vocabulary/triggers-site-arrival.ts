import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { word } from "./params.ts";

/** A card meeting a kind of site: the printed `Discard this possession when at an underground site.` */
export const siteArrivalTriggers: PhraseDecl[] = [
  {
    id: "when-at-site-keyword",
    kind: "trigger",
    patterns: ["when at a|an {keyword} site", "{keyword}"],
    params: [word("keyword", "keywords", "A site keyword: `underground`, `plains` …")],
    render: "when at a|an {keyword} site",
    renders: ["when at a|an {keyword} site", "{keyword}"],
    doc: "Written after its effect (`Discard Asfaloth when at an underground site.`, `Discard this minion if underground.`): fires when this card is in play at such a site — it comes into play there, or the fellowship moves there.",
  },
];
