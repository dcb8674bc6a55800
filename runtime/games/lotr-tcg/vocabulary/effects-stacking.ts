import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, word } from "./params.ts";

/** Stacking cards on a card, playing them from there, and moving a card from the support area onto a character: `stack that Orc on this condition`, `play an Orc stacked here as if played from hand`. */
export const stackingPhrases: PhraseDecl[] = [
  {
    id: "stack-on",
    kind: "effect",
    alsoCost: true,
    patterns: ["stack {target} [from {zone}] on {host}"],
    params: [
      cards("target", "card", "The card to stack (`that Orc`, `a Free Peoples artifact`)."),
      word("zone", "zones", "Where it comes from (`hand`); in play when omitted."),
      cards("host", "card", "The card to stack it on (`this card`)."),
    ],
    render: "stack {target}[ from {zone}] on {host}",
    doc: "Put the card face up on the host, out of play: cards it bore are discarded and its tokens removed.",
  },
  {
    id: "discard-cards-and-wounds-on",
    kind: "effect",
    patterns: ["discard cards and wounds on {target}"],
    params: [cards("target", "character", "The character to strip (`that Orc`).")],
    render: "discard cards and wounds on {target}",
    doc: "Discard every card the character bears and remove all its wounds.",
  },
  {
    id: "stacked-here",
    kind: "filter",
    patterns: ["stacked here"],
    params: [],
    render: "stacked here",
    doc: "Cards stacked on this card: `play an Orc stacked here as if played from hand`.",
  },
  {
    id: "play-as-if-from-hand",
    kind: "effect",
    patterns: ["play {target} as if played from hand"],
    params: [cards("target", "card", "The card to play, found where its qualifier says (`an Orc stacked here`).")],
    render: "play {target} as if played from hand",
    doc: "Play such a card, paying its twilight cost and meeting its requirements as if it were in your hand.",
  },
  {
    id: "transfer-from-support",
    kind: "effect",
    patterns: ["transfer {item} from your support area to {target}"],
    params: [cards("item", "card", "The condition to move (`this condition`)."), cards("target", "character", "Its new bearer (`a character skirmishing a Nazgûl`).")],
    render: "transfer {item} from your support area to {target}",
    doc: "Move the card, if it is in your support area, onto the chosen character, who now bears it.",
  },
  {
    id: "not-removed-from",
    kind: "modifier",
    patterns: ["burdens and wounds may not be removed from {target}"],
    params: [cards("target", "character", "The character (`bearer`).")],
    render: "burdens and wounds may not be removed from {target}",
    doc: "The character cannot heal, and while it is the Ring-bearer no burden can be removed.",
  },
];
