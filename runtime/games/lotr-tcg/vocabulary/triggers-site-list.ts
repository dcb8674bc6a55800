import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** The fellowship arriving at one of a list of site numbers, printed as a serial list. */
export const siteListTriggers: PhraseDecl[] = [
  {
    id: "fellowship-moves-to-one-of-sites-containing",
    kind: "trigger",
    patterns: ["the fellowship moves to site {sites} and contains {target}"],
    params: [
      { name: "sites", type: { kind: "list", item: { kind: "number" }, conjunction: "or" }, doc: "The site numbers, two or more: `4, 5, or 6`." },
      cards("target", "character", "What the fellowship must hold (`a Dwarf or Elf`): a companion."),
    ],
    render: "the fellowship moves to site {sites} and contains {target}",
    doc: "When the fellowship arrives at a site with one of the numbers while such a companion is in it: `Each time the fellowship moves to site 4, 5, or 6 and contains a Dwarf or Elf, …`.",
  },
];
