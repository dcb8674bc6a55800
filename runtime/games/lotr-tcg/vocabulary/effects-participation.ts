import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, signed } from "./params.ts";

/** A strength bonus together with ally participation, as one lasting effect. */
export const participationEffects: PhraseDecl[] = [
  {
    id: "strength-and-participation",
    kind: "effect",
    lasting: true,
    patterns: ["{target} is strength {amount} and participates in archery fire and skirmishes"],
    params: [cards("target", "character", "The allies (`that ally`)."), signed("amount")],
    render: "{target} is strength {amount} and participates in archery fire and skirmishes",
    doc: "The characters get the strength bonus and take part in archery fire and skirmishes like companions, both lasting like a strength bonus (or `until …`).",
  },
];
