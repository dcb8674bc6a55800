import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** A card's own trigger while it is being played on a bearer. */
export const playedOnTriggers: PhraseDecl[] = [
  {
    id: "played-on",
    kind: "trigger",
    patterns: ["played on {host}"],
    params: [cards("host", "character", "The bearer it is played on (`Arwen`).")],
    render: "played on {host}",
    doc: "This card is being played on such a bearer: answered once the bearer is chosen, before the twilight cost is paid (`When played on Arwen, Asfaloth's twilight cost is -2.`).",
  },
];
