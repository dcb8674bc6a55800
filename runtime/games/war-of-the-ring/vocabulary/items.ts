/** Items: who wields them, weapons, and the replacements that cycle a card instead of eliminating it. */
import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, word } from "./params.ts";

export const itemPhrases: PhraseDecl[] = [
  {
    id: "wielded-by",
    kind: "placement",
    patterns: ["Wielded by {target}"],
    params: [cards("target", "character", "Who may wield it.")],
    render: "Wielded by {target}",
    doc: "The item is played on such a character in play (reserve, path or battleground; a teammate's too), whose icons it adds to and with whom it moves, is cycled and eliminated.",
  },
  {
    id: "one-weapon",
    kind: "modifier",
    patterns: ["{target} cannot wield another weapon"],
    params: [cards("target", "character", "The wielder.")],
    render: "{target} cannot wield another weapon",
    doc: "No other Weapon may be played on that character.",
  },
  {
    id: "cycled-instead",
    kind: "modifier",
    patterns: ["{target} is cycled [with {other}] instead of being {how} [but {items}]"],
    params: [
      cards("target", "card", "The card."),
      cards("other", "character", "Another character at its location cycled with it instead (chosen by its owner)."),
      word("how", "losses", "Which losses are replaced."),
      word("items", "itemFates", "Its items are eliminated all the same (else they go with it)."),
    ],
    render: "{target} is cycled[ with {other}] instead of being {how}[ but {items}]",
    doc: "A replacement: when the card would be lost that way it goes to its owner's cycle pile instead (whether it is lost is decided as before); its items go with it unless `but its items are eliminated`.",
  },
];
