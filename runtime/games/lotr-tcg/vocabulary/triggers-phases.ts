import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { word } from "./params.ts";

/** Triggers at the start and end of the phases a player plays in, and on events of a timing. */
export const phaseTriggers: PhraseDecl[] = [
  {
    id: "start-of-your-phases",
    kind: "trigger",
    patterns: ["at the beginning of each of your {timing} phases"],
    params: [word("timing", "timings", "The phase: `Shadow`.")],
    render: "at the beginning of each of your {timing} phases",
    doc: "When such a phase starts in which you play (a Shadow phase: you are a Shadow player; otherwise: you are the Free Peoples player).",
  },
  {
    id: "end-of-your-phases",
    kind: "trigger",
    patterns: ["at the end of each of your {timing} phases"],
    params: [word("timing", "timings", "The phase: `Shadow`.")],
    render: "at the end of each of your {timing} phases",
    doc: "When such a phase ends in which you play (a Shadow phase: you are a Shadow player; otherwise: you are the Free Peoples player).",
  },
  {
    id: "timed-event-played",
    kind: "trigger",
    binds: "event",
    patterns: ["a|an {side} {timing} event is played"],
    params: [word("side", "sides", "`Free Peoples` or `Shadow`."), word("timing", "eventTimings", "The timing word of the event's ability: `regroup`.")],
    render: "a {side} {timing} event is played",
    doc: "When any player plays an event of that side with an ability of that timing, before it takes effect (binds `that event`, so a response can `cancel that event`).",
  },
];
