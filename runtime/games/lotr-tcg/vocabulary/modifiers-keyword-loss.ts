import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, word } from "./params.ts";

/** A keyword taken away while a static ability holds, layered after every bonus: `Each Uruk-hai … loses all damage bonuses.` */
export const keywordLossModifiers: PhraseDecl[] = [
  {
    id: "loses-keyword-bonuses",
    kind: "modifier",
    patterns: ["{target} loses all {keyword} bonuses"],
    params: [cards("target", "character", "The characters (`each Uruk-hai`, `each minion skirmishing Frodo`)."), word("keyword", "keywords", "The keyword: `damage` …")],
    render: "{target} loses all {keyword} bonuses",
    doc: "While this holds the characters have none of the keyword, printed or given by any bonus (`damage +1` counts for nothing).",
  },
];
