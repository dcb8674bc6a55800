import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Fierce skirmishes (the second round fierce minions fight), and a skirmish named by two of its characters. */
export const fierceSkirmishPhrases: PhraseDecl[] = [
  {
    id: "in-fierce-skirmish",
    kind: "condition",
    patterns: ["[{who} is] in a fierce skirmish"],
    params: [cards("who", "character", "The character tested; when omitted, the one the sentence is about.")],
    render: "[{who} is ]in a fierce skirmish",
    doc: "The character is in the skirmish being resolved, and it is a fierce skirmish: `(or +4 if in a fierce skirmish)`.",
  },
  {
    id: "cancel-fierce-skirmish",
    kind: "effect",
    patterns: ["cancel a fierce skirmish involving {target}"],
    params: [cards("target", "character", "A character in the fierce skirmish to cancel.")],
    render: "cancel a fierce skirmish involving {target}",
    doc: "End the fierce skirmish involving that character at once, with no winner and no wounds; a skirmish that is not fierce goes on.",
  },
  {
    id: "cancel-skirmish-between",
    kind: "effect",
    patterns: ["cancel a skirmish involving {target} and {other}"],
    params: [cards("target", "character", "One character in the skirmish (`the Ring-bearer`)."), cards("other", "character", "Another in the same skirmish, against it (`a Nazgûl`).")],
    render: "cancel a skirmish involving {target} and {other}",
    doc: "End a skirmish that involves both at once, with no winner and no wounds: `cancel a skirmish involving the Ring-bearer and a Nazgûl`.",
  },
];
