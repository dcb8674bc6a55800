import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Allies taking part in archery fire and skirmishes (normally only at their home site). */
export const participation: PhraseDecl[] = [
  {
    id: "participate",
    kind: "effect",
    lasting: true,
    patterns: ["make {target} participate in archery fire and skirmishes", "allow {target} to participate in archery fire and skirmishes"],
    params: [cards("target", "character", "The allies that join (`that ally`, `Thrarin`).")],
    render: "allow {target} to participate in archery fire and skirmishes",
    doc: "The allies take part in archery fire and skirmishes like companions, lasting like a strength bonus (or `until …`).",
  },
  {
    id: "participates",
    kind: "modifier",
    patterns: ["{target} participates in archery fire and skirmishes"],
    params: [cards("target", "character", "The allies that join.")],
    render: "{target} participates in archery fire and skirmishes",
    doc: "While this holds, the allies take part in archery fire and skirmishes like companions.",
  },
];
