import type { PhraseDecl } from "../../../core/vocabulary.ts";

/** Spotting a list of cards, printed as a serial list. */
export const spotListCosts: PhraseDecl[] = [
  {
    id: "spot-all",
    kind: "cost",
    patterns: ["spot {targets}"],
    params: [{ name: "targets", type: { kind: "list", item: { kind: "cards", noun: "card" }, conjunction: "and" }, doc: "What must be in play, two or more: `Gandalf, a Dwarf, and an Elf`, `a [sauron] Orc and 6 companions`." }],
    render: "spot {targets}",
    doc: "Requires every one of them to be in play; written as printed: `spot Gandalf, a Dwarf, and an Elf`.",
  },
];
