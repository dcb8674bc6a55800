import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** A character killing another by fighting it (not by an ability). */
export const skirmishKillTriggers: PhraseDecl[] = [
  {
    id: "kills-in-skirmish",
    kind: "trigger",
    patterns: ["{killer} kills {victim} in a skirmish"],
    params: [cards("killer", "character", "Who kills: the victim's opponent in the skirmish (`bearer`)."), cards("victim", "character", "Who dies (`a companion`; `that companion` refers to it).")],
    render: "{killer} kills {victim} in a skirmish",
    doc: "When such a character dies during a skirmish against such a killer (a wound from the skirmish or from an ability then).",
  },
];
