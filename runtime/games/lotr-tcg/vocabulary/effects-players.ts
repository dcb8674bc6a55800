import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player } from "./params.ts";

/** What any player is made to do with his or her own draw deck and hand, in each printed wording. */
export const playerEffects: PhraseDecl[] = [
  {
    id: "discard-top-of-draw-deck",
    kind: "effect",
    alsoCost: true,
    patterns: [
      "make {who} discard the top [{n}] card|cards of his or her draw deck",
      "make {who} discard the top [{n}] card|cards of his draw deck",
      "make {who} discard {n} card|cards from the top of his or her draw deck",
      "make {who} discard top {n} card|cards from his draw deck",
      "{who} must discard the top [{n}] card|cards of his or her draw deck",
      "{who} must discard {n} card|cards from the top of his draw deck for each {per}",
      "{who} discards the top [{n}] card|cards of his or her draw deck",
      "{who} discards the top [{n}] card|cards from his or her draw deck",
      "discard the top [{n}] card|cards from your draw deck",
    ],
    params: [
      player("who", "The player who discards (`the Free Peoples player`, `that player`); you, when none is written."),
      num("n", "How many cards; one when omitted."),
      cards("per", "card", "Repeat once for each such card (`for each card in the dead pile`)."),
    ],
    render: "make {who} discard the top[ {n}] card|cards of his or her draw deck",
    renders: [
      "make {who} discard the top[ {n}] card|cards of his or her draw deck",
      "make {who} discard the top[ {n}] card|cards of his draw deck",
      "make {who} discard {n} card|cards from the top of his or her draw deck",
      "make {who} discard top {n} card|cards from his draw deck",
      "{who} must discard the top[ {n}] card|cards of his or her draw deck",
      "{who} must discard {n} card|cards from the top of his draw deck for each {per}",
      "{who} discards the top[ {n}] card|cards of his or her draw deck",
      "{who} discards the top[ {n}] card|cards from his or her draw deck",
      "discard the top[ {n}] card|cards from your draw deck",
    ],
    doc: "That player (you, when none is written) discards cards from the top of his or her draw deck (n for each counted card with `for each`); each printed wording renders as written. As a cost, each such deck must hold that many.",
  },
  {
    id: "player-draws",
    kind: "effect",
    patterns: ["make {who} draw {n} card|cards", "{who} draws {n} card|cards"],
    params: [player("who", "The player who draws (`an opponent`)."), num("n", "How many cards.")],
    render: "make {who} draw {n} card|cards",
    renders: ["make {who} draw {n} card|cards", "{who} draws {n} card|cards"],
    doc: "That player draws n cards; later sentences of the ability call him or her `that player`. (`draw {n} cards` alone: you draw.)",
  },
  {
    id: "skip-next-shadow-phase",
    kind: "effect",
    patterns: ["skip his or her next Shadow phase", "{who} skips his or her next Shadow phase"],
    params: [player("who", "The player who skips it; absent: the player carrying out the effect (`That player chooses to either … or skip …`).")],
    render: "skip his or her next Shadow phase",
    renders: ["skip his or her next Shadow phase", "{who} skips his or her next Shadow phase"],
    doc: "The next Shadow phase in which that player is the Shadow player does not happen: the turn goes from the move to the maneuver phase.",
  },
  {
    id: "discard-hand",
    kind: "effect",
    patterns: ["make {who} discard his or her hand", "{who} discards his or her hand"],
    params: [player("who", "The player whose hand is discarded (`the Free Peoples player`).")],
    render: "make {who} discard his or her hand",
    renders: ["make {who} discard his or her hand", "{who} discards his or her hand"],
    doc: "That player discards every card in his or her hand.",
  },
];
