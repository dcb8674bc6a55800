import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player, word } from "./params.ts";

/** Discarding from play or hand, drawing by burdens, playing from a zone (once a turn, or several cards), ending a phase. */
export const discardDrawEffects: PhraseDecl[] = [
  {
    id: "discard-from-play-or-hand",
    kind: "effect",
    alsoCost: true,
    patterns: ["discard {target} from play or from hand"],
    params: [cards("target", "card", "Your card to discard, in play or in your hand (`your tale`).")],
    render: "discard {target} from play or from hand",
    doc: "Discard a chosen card of yours that is in play or in your hand.",
  },
  {
    id: "play-limit-per-turn",
    kind: "effect",
    patterns: ["play {target} from {zone} ( limit 1 per turn )"],
    params: [cards("target", "card", "The card to play (`a weather card`)."), word("zone", "zones", "Where it comes from (`your draw deck`).")],
    render: "play {target} from {zone} (limit 1 per turn)",
    doc: "Play such a card from that zone, at most once each turn for this card (later uses that turn do nothing).",
  },
  {
    id: "play-up-to-from",
    kind: "effect",
    patterns: ["play up to {n} {target} from {zone}"],
    params: [num("n", "The most cards played."), cards("target", "card", "Which cards (`trackers`)."), word("zone", "zones", "Where they come from (`your discard pile`).")],
    render: "play up to {n} {target} from {zone}",
    doc: "Play such cards from that zone one at a time, paying for each, until n are played or you choose none (none at all is allowed).",
  },
  {
    id: "end-your-phase",
    kind: "effect",
    patterns: ["end your {timing} phase"],
    params: [word("timing", "timings", "The phase (`Shadow`).")],
    render: "end your {timing} phase",
    doc: "If it is that phase, you take no more actions in it: the phase ends.",
  },
  {
    id: "may-draw-per-burden",
    kind: "effect",
    patterns: ["{who} may draw a card for each burden"],
    params: [player("who", "Who may draw (`each Shadow player`).")],
    render: "{who} may draw a card for each burden",
    doc: "Each of those players may draw as many cards as there are burdens on the Ring-bearer.",
  },
];
