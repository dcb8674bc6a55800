import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** The "is about to exert" window and the response that places no token for that exertion. */
export const exertionPhrases: PhraseDecl[] = [
  {
    id: "about-to-exert",
    kind: "trigger",
    binds: "exertion",
    patterns: ["{target} is about to exert"],
    params: [cards("target", "character", "Who would exert (`a companion`).")],
    render: "{target} is about to exert",
    doc: "Before a character exerts (binds `that exertion`, so the response can `place no token for that exertion`).",
  },
  {
    id: "prevent-exertion-token",
    kind: "effect",
    patterns: ["place no token for that exertion"],
    params: [],
    render: "place no token for that exertion",
    doc: "The exertion named by the trigger still happens (a cost it paid stays paid), but no wound is placed.",
  },
];
