import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, word } from "./params.ts";

/** Spotting several cards at once, and a character's signet, as conditions. */
export const spotSignetConditions: PhraseDecl[] = [
  {
    id: "can-spot-all",
    kind: "condition",
    patterns: ["you can spot {targets}", "you spot {targets}"],
    params: [{ name: "targets", type: { kind: "list", item: { kind: "cards", noun: "card" }, conjunction: "and" }, doc: "What must be in play, two or more: `an Elf and a Dwarf`." }],
    render: "you can spot {targets}",
    renders: ["you can spot {targets}", "you spot {targets}"],
    doc: "True while every one of them is in play and visible to you: `(or -3 if you spot an Elf and a Dwarf)`.",
  },
  {
    id: "has-signet-condition",
    kind: "condition",
    patterns: ["{who} has the {signet} signet"],
    params: [cards("who", "character", "The character tested (`that companion`)."), word("signet", "signets", "Frodo, Aragorn or Gandalf.")],
    render: "{who} has the {signet} signet",
    doc: "The character's signet is that one: `(or +3 if that companion has the Aragorn signet)`.",
  },
];
