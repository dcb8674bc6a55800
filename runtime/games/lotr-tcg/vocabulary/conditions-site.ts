import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, word } from "./params.ts";

/** Where a character is (the fellowship's site) and what that forbids. */
export const siteConditions: PhraseDecl[] = [
  {
    id: "is-at-keyword-site",
    kind: "condition",
    patterns: ["{who} is at a|an {keyword} site"],
    params: [cards("who", "character", "The character (`bearer`): characters are at the fellowship's site."), word("keyword", "keywords", "A site keyword: `plains`, `underground` …")],
    render: "{who} is at a {keyword} site",
    doc: "The character is in play and the fellowship's site has that keyword: `While bearer is at a plains site, …`.",
  },
  {
    id: "is-at-keyword",
    kind: "condition",
    patterns: ["{who} is at a|an {keyword}"],
    params: [cards("who", "character", "The character (`bearer`)."), word("keyword", "keywords", "A site keyword read as a noun: `sanctuary`.")],
    render: "{who} is at a {keyword}",
    doc: "The character is in play and the fellowship's site has that keyword: `While bearer is at a sanctuary, …`.",
  },
  {
    id: "cannot-heal",
    kind: "modifier",
    patterns: ["{target} cannot heal"],
    params: [cards("target", "character", "The characters that cannot be healed.")],
    render: "{target} cannot heal",
    doc: "No wound can be removed from these characters while this holds.",
  },
  {
    id: "assigned-unresolved",
    kind: "condition",
    patterns: ["{who} is assigned to a skirmish that has not resolved"],
    params: [cards("who", "character", "The character (`the Ring-bearer`).")],
    render: "{who} is assigned to a skirmish that has not resolved",
    doc: "The character has minions assigned to it whose skirmish is still to come, or is in the skirmish being resolved.",
  },
];
