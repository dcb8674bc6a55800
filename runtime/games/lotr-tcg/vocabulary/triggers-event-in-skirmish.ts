import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, word } from "./params.ts";

/** Events played during a particular skirmish (Strength of Kings). */
export const eventInSkirmishTriggers: PhraseDecl[] = [
  {
    id: "timing-event-played-during-skirmish",
    kind: "trigger",
    binds: "event",
    patterns: ["a|an {timing} event is played during a skirmish involving {target}"],
    params: [word("timing", "eventTimings", "The timing word of the event's ability: `skirmish`."), cards("target", "character", "A character in that skirmish (`a [gondor] Man`).")],
    render: "a {timing} event is played during a skirmish involving {target}",
    doc: "When any player plays an event with an ability of that timing while such a character is in the skirmish being resolved, before it takes effect (binds `that event`, so a response can `cancel that event`).",
  },
];
