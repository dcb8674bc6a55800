import type { ParamDecl, PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, signed } from "./params.ts";

const races: ParamDecl = { name: "races", type: { kind: "list", item: { kind: "word", of: "races" }, conjunction: "and" }, doc: "The races, as a serial list: `Hobbit, Dwarf, Elf, and Man`." };

/** Counting the races of the fellowship. */
export const raceCountPhrases: PhraseDecl[] = [
  {
    id: "strength-per-race-in-fellowship",
    kind: "modifier",
    patterns: ["{target} is strength {amount} for each of these races you can spot in the fellowship {races}"],
    params: [cards("target", "character", "Who gets the bonus."), signed("amount", "The bonus for each race."), races],
    render: "{target} is strength {amount} for each of these races you can spot in the fellowship: {races}",
    doc: "The bonus times how many of the races at least one companion in play has (`…: Hobbit, Dwarf, Elf, and Man`).",
  },
  {
    id: "races-in-fellowship",
    kind: "value",
    patterns: ["the number of these races you can spot in the fellowship {races}"],
    params: [races],
    render: "the number of these races you can spot in the fellowship: {races}",
    doc: "How many of the races at least one companion in play has.",
  },
];
