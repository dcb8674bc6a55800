import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, signed } from "./params.ts";

/** Changing the Shadow number of the site the fellowship is moving to (A Talent for Not Being Seen). */
export const shadowNumberEffects: PhraseDecl[] = [
  {
    id: "spot-to-modify-shadow-number",
    kind: "effect",
    patterns: ["spot {target} to make the Shadow number {amount} [( or spot {n} to make it {more} )]"],
    params: [
      cards("target", "card", "What to spot (`2 Hobbit companions`)."),
      signed("amount", "The change when they can be spotted."),
      num("n", "How many of the same cards to spot for the stronger change."),
      signed("more", "The change when n of them can be spotted."),
    ],
    render: "spot {target} to make the Shadow number {amount}[ (or spot {n} to make it {more})]",
    doc: "In an `Each time the fellowship moves` trigger: if you can spot the cards (or n of them), the Shadow number of the site moved to changes by that much for this move (never below 0).",
  },
];
