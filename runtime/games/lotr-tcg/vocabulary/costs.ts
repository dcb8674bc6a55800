import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Costs that are never effects (effects marked `alsoCost` are costs too: exert, discard, add, remove, play). */
export const costs: PhraseDecl[] = [
  {
    id: "spot",
    kind: "cost",
    patterns: ["spot {target}"],
    params: [cards("target", "card", "What must be in play (`a ranger`, `5 Orc minions`, `Gandalf`).")],
    render: "spot {target}",
    doc: "Requires the cards to be in play and visible (you may spot your own and, for some, opponents' cards); binds them.",
  },
];
