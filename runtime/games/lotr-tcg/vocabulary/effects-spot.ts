import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Spotting as what an ability does (printed `Exert Aragorn to spot an ally.`), not as its cost. */
export const spotEffects: PhraseDecl[] = [
  {
    id: "spot-effect",
    kind: "effect",
    patterns: ["spot {target}"],
    params: [cards("target", "card", "What is spotted (`an ally`); the next sentence names it (`that ally`).")],
    render: "spot {target}",
    doc: "Choose such a card in play and name it for the effects after (`Until the regroup phase, that ally is …`); nothing happens when none can be spotted. Before `then`, `spot` is the cost.",
  },
];
