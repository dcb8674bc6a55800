import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { num } from "./params.ts";

/** Revealing, reordering and discarding the top cards of a draw deck (Halls of My Home, Mithril Shaft). */
export const drawDeckEffects: PhraseDecl[] = [
  {
    id: "reveal-top-of-any-deck",
    kind: "effect",
    patterns: ["reveal the top {n} card|cards of any draw deck"],
    params: [num("n", "How many cards.")],
    render: "reveal the top {n} card|cards of any draw deck",
    doc: "You choose a player's draw deck (yours or an opponent's) and show its top n cards; they stay there and are the cards `revealed`.",
  },
  {
    id: "return-rest-any-order",
    kind: "effect",
    patterns: ["return the rest in any order"],
    params: [],
    render: "return the rest in any order",
    doc: "The revealed cards still on top of their draw deck go back on top in the order you choose.",
  },
  {
    id: "discard-top-until-stop",
    kind: "effect",
    patterns: ["discard cards from the top of your draw deck until you choose to stop ( limit {n} )"],
    params: [num("n", "The most cards discarded.")],
    render: "discard cards from the top of your draw deck until you choose to stop (limit {n})",
    doc: "Discard your draw deck's top card, one at a time, as long as you choose to go on (at most n); they are the cards `discarded in this way`.",
  },
  {
    id: "take-last-discarded",
    kind: "effect",
    patterns: ["take the last card discarded into hand"],
    params: [],
    render: "take the last card discarded into hand",
    doc: "The last card this ability discarded from a draw deck goes from the discard pile into its owner's hand.",
  },
];
