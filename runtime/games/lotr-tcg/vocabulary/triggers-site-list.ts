import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** The fellowship arriving at one of a list of site numbers, printed as a serial list. */
export const siteListTriggers: PhraseDecl[] = [
  {
    id: "fellowship-moves-to-one-of-three-sites-containing",
    kind: "trigger",
    patterns: ["the fellowship moves to site {n} or {m} or {o} and contains {target}"],
    params: [num("n"), num("m"), num("o"), cards("target", "character", "What the fellowship must hold (`a Dwarf or Elf`): a companion.")],
    render: "the fellowship moves to site {n}, {m}, or {o} and contains {target}",
    doc: "When the fellowship arrives at a site with one of the three numbers while such a companion is in it: `Each time the fellowship moves to site 4, 5, or 6 and contains a Dwarf or Elf, …`.",
  },
];
