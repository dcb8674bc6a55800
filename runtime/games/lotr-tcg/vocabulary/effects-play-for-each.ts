import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, word } from "./params.ts";

/** Playing cards once for each card counted beyond a number. */
export const playForEachEffects: PhraseDecl[] = [
  {
    id: "play-for-each-over",
    kind: "effect",
    patterns: ["play {target} from {zone} for each {per} over {n}"],
    params: [
      cards("target", "card", "What is played each time (`1 minion`)."),
      word("zone", "zones", "Where from: `your discard pile`."),
      cards("per", "card", "What is counted (`companion`)."),
      num("n", "How many are not counted."),
    ],
    render: "play {target} from {zone} for each {per} over {n}",
    doc: "Once for each such card beyond the first n, play such a card from there (paying its twilight cost); each play after the first is offered again.",
  },
];
