import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, signed, word } from "./params.ts";

/** Static changes to roaming and its penalty, the move limit and the archery totals. */
export const roamingModifiers: PhraseDecl[] = [
  {
    id: "roaming-penalty",
    kind: "modifier",
    patterns: ["the roaming penalty for {target} you play is {amount}"],
    params: [cards("target", "minion", "The minions (`each [sauron] minion`)."), signed("amount", "The change to the penalty (2 twilight), never below 0.")],
    render: "the roaming penalty for {target} you play is {amount}",
    doc: "Playing such a minion of yours while it is roaming costs this much more or less than the usual (2).",
  },
  {
    id: "not-roaming",
    kind: "modifier",
    patterns: ["{target} are not roaming"],
    params: [cards("target", "minion", "The minions (`Nazgûl`, `Uruk-hai`).")],
    render: "{target} are not roaming",
    doc: "Such minions are never roaming while this holds: playing one costs no roaming penalty, and it does not count as roaming.",
  },
  {
    id: "move-limit-for-turn",
    kind: "modifier",
    patterns: ["the move limit for this turn is {amount} [( to a minimum of {min} )]"],
    params: [signed("amount"), num("min", "The move limit never goes below this.")],
    render: "the move limit for this turn is {amount}[ (to a minimum of {min})]",
    doc: "The number of times the fellowship may move this turn changes (not below the minimum).",
  },
  {
    id: "add-to-archery-total",
    kind: "modifier",
    patterns: ["add {n} to the {side} archery total"],
    params: [num("n"), word("side", "archeryTotals", "`fellowship` or `minion`.")],
    render: "add {n} to the {side} archery total",
    doc: "That side's archery total is n more while this holds: `While you can spot a [sauron] Orc, add 1 to the minion archery total`.",
  },
];
