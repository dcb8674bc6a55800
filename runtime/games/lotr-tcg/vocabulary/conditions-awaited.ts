import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Conditions decided later by an event (a conditional on one waits for it, see core/awaited.ts). */
export const awaitedConditions: PhraseDecl[] = [
  {
    id: "loses-this-skirmish-to",
    kind: "condition",
    patterns: ["{target} loses this skirmish to {winner}"],
    params: [cards("target", "character", "The loser (`a minion`)."), cards("winner", "character", "Who it loses to (`that Elf`).")],
    render: "{target} loses this skirmish to {winner}",
    doc: "Decided when the current skirmish is lost: `If a minion loses this skirmish to that Elf, …` waits until then (and lapses with the skirmish); `that player` is the loser's owner.",
  },
];
