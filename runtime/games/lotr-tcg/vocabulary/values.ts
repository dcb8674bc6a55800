import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Numbers computed when the ability resolves (besides the built-in `N for each …`). */
export const values: PhraseDecl[] = [
  {
    id: "number-of",
    kind: "value",
    patterns: ["the number of {target}"],
    params: [cards("target", "card", "What to count.")],
    render: "the number of {target}",
    doc: "How many such cards there are.",
  },
];
