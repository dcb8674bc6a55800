import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Triggers on a character's death in a skirmish. */
export const killTriggers: PhraseDecl[] = [
  {
    id: "kills",
    kind: "trigger",
    patterns: ["{killer} kills {victim}"],
    params: [cards("killer", "character", "Who kills: a character skirmishing the victim, or whose ability wounded it."), cards("victim", "character", "Who dies.")],
    render: "{killer} kills {victim}",
    doc: "When such a character dies from a wound by such a killer (its opponent in the skirmish, or the card whose ability wounded it).",
  },
  {
    id: "killed-in-skirmish-involving",
    kind: "trigger",
    patterns: ["{victim} is killed in a skirmish involving {other}"],
    params: [cards("victim", "character", "Who dies."), cards("other", "character", "Another character in that skirmish (`a Nazgûl`).")],
    render: "{victim} is killed in a skirmish involving {other}",
    doc: "When such a character dies during a skirmish in which such a character takes part.",
  },
  {
    id: "killed-by",
    kind: "trigger",
    patterns: ["{victim} is killed by {killer}"],
    params: [cards("victim", "character", "Who dies."), cards("killer", "character", "Who kills (as for `{killer} kills {victim}`).")],
    render: "{victim} is killed by {killer}",
    doc: "Same as `{killer} kills {victim}`, in the passive wording.",
  },
];
