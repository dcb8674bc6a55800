import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** A discard that holds as a rule while its static ability does: `Discard The Balrog if not underground.` */
export const ruleDiscardModifiers: PhraseDecl[] = [
  {
    id: "discarded-while",
    kind: "modifier",
    patterns: ["discard {target}", "{target} is|are discarded"],
    params: [cards("target", "card", "The cards discarded (`The Balrog`, `all other minions`).")],
    render: "discard {target}",
    renders: ["discard {target}", "{target} is|are discarded"],
    doc: "A static ability (`While <condition>, discard all other minions.`, `Discard The Balrog if not underground.`, `This minion is discarded if not at a marsh.`): after every step of the game, each card in play it names is discarded while its condition holds, cards played later too.",
  },
];
