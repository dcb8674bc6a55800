import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Revealing the top or bottom card of your draw deck and deciding what becomes of it (`it`). */
export const deckEndEffects: PhraseDecl[] = [
  {
    id: "reveal-top-card",
    kind: "effect",
    patterns: ["reveal the top card of your draw deck"],
    params: [],
    render: "reveal the top card of your draw deck",
    doc: "Show every player the top card of your draw deck; it stays there and is `it` (`that card`) for the rest of the ability.",
    binds: "card",
  },
  {
    id: "reveal-bottom-card",
    kind: "effect",
    patterns: ["reveal the bottom card of your draw deck"],
    params: [],
    render: "reveal the bottom card of your draw deck",
    doc: "Show every player the bottom card of your draw deck; it stays there and is `it` (`that card`) for the rest of the ability.",
    binds: "card",
  },
  {
    id: "discard-it-and-another-from-hand",
    kind: "effect",
    patterns: ["discard {target} and one other card from hand"],
    params: [cards("target", "card", "The card discarded first (`it`).")],
    render: "discard {target} and one other card from hand",
    doc: "Discard that card (from wherever it is), then choose another card of your hand and discard it.",
  },
];
