import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player } from "./params.ts";

/**
 * Effects that set 2 prints as costs (`Discard the top 3 cards from your draw deck to …`, `exert its bearer X times
 * to …`, `Reveal any number of … from your hand to …`). Each is one effect; as a cost it must be carried out in full.
 */
export const effectsAsCosts: PhraseDecl[] = [
  {
    id: "exert-bearer",
    kind: "effect",
    alsoCost: true,
    patterns: ["exert {item}'s bearer [{n} times]"],
    params: [cards("item", "card", "The card borne (`its`: the card spotted)."), num("n", "How many times; once when omitted. `X`: as many as the player chooses.")],
    render: "exert {item}'s bearer[ {n} times]",
    doc: "The character bearing the card exerts n times; as a cost he or she must be able to. An unset X is chosen by the player (1 up to as many times as the bearer can exert) and bound.",
  },
  {
    id: "reveal-any-number-from-hand",
    kind: "effect",
    alsoCost: true,
    patterns: ["reveal any number of {target} from your hand"],
    params: [cards("target", "card", "What may be revealed (`[moria] Orcs`).")],
    render: "reveal any number of {target} from your hand",
    doc: "Show as many such cards from your hand as you choose (none included); they are the cards `revealed`, and X is their number.",
  },
  {
    id: "borne-by",
    kind: "filter",
    patterns: ["from {bearer}"],
    params: [cards("bearer", "character", "Who bears the card (`a Dwarf`).")],
    render: "from {bearer}",
    doc: "Cards borne by such a character (`discard a Shadow condition from a Dwarf`).",
  },
  {
    id: "make-choose-to-discard",
    kind: "effect",
    patterns: ["make {who} choose {target} to discard"],
    params: [player("who", "Who chooses (`an opponent`); with several, you pick one. `that opponent` then means that player."), cards("target", "card", "What that player chooses among (`a minion`).")],
    render: "make {who} choose {target} to discard",
    doc: "That player chooses such a card in play and discards it.",
  },
];
