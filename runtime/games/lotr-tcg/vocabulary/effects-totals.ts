import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, signed, word } from "./params.ts";

/** Effects that change a total for a while: archery totals, the move limit, strength with a keyword. */
export const totalEffects: PhraseDecl[] = [
  {
    id: "modify-archery-total",
    kind: "effect",
    lasting: true,
    patterns: ["make the {side} archery total {amount}"],
    params: [word("side", "archeryTotals", "`fellowship` or `minion`."), signed("amount", "The change: `+1`, `-1`.")],
    render: "make the {side} archery total {amount}",
    doc: "Change that side's archery total until the end of the phase (or `until …`): `make the fellowship archery total +1`.",
  },
  {
    id: "modify-move-limit",
    kind: "effect",
    patterns: ["make the move limit for this turn {amount}"],
    params: [signed("amount", "The change: `+1`.")],
    render: "make the move limit for this turn {amount}",
    doc: "Change how many times the fellowship may move this turn, until the end of the turn.",
  },
  {
    id: "modify-strength-and-keyword",
    kind: "effect",
    lasting: true,
    patterns: ["make {target} strength {amount} and {keyword} [{value}]"],
    params: [
      cards("target", "character", "The characters changed."),
      signed("amount", "The strength change: `+3`."),
      word("keyword", "keywords", "A value keyword: `damage`, `defender`."),
      signed("value", "The keyword's value: `+1`; none for a keyword without a value (`and fierce`)."),
    ],
    render: "make {target} strength {amount} and {keyword}[ {value}]",
    doc: "Change strength and give a value keyword at once, lasting like a strength bonus: `make that Dwarf strength +3 and damage +1`.",
  },
];
