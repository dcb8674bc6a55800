import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Triggers on engine events: a character assigned to a skirmish, the Ring-bearer putting on The One Ring. */
export const engineEventTriggers: PhraseDecl[] = [
  {
    id: "is-assigned",
    kind: "trigger",
    patterns: ["{target} is assigned to a skirmish"],
    params: [cards("target", "character", "Who is assigned (`bearer`).")],
    render: "{target} is assigned to a skirmish",
    doc: "After minions are assigned in the assignment phase: once for each such character that had no skirmish and now has one.",
  },
  {
    id: "puts-on-the-one-ring",
    kind: "trigger",
    patterns: ["{target} puts on The One Ring"],
    params: [cards("target", "character", "Who puts it on (`the Ring-bearer`).")],
    render: "{target} puts on The One Ring",
    doc: "After the character starts wearing The One Ring (its own response, or an effect making him put it on).",
  },
];
