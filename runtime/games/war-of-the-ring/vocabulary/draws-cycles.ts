/** Phrases of the decks and the hand: draw, cycle, forsake, eliminate, take from a pile, recycle, draw-and-play, look at the top. */
import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player, word } from "./params.ts";

const who = player("who", "The player (a deck) who does it; absent: you, or the player the ability named last (`the Dúnedain player may forsake a card to draw 3 cards`).");

export const drawCyclePhrases: PhraseDecl[] = [
  {
    id: "draw",
    kind: "effect",
    patterns: [
      "draw {n} card|cards [and cycle {cycle} card|cards from hand]",
      "{who} draws {n} card|cards [and cycles {cycle} card|cards from hand]",
      "make {who} draw {n} card|cards [and cycle {cycle} card|cards from hand]",
    ],
    // `n` last: an `(or 5 if …)` replaces the number of cards drawn
    params: [who, num("cycle", "Cards then cycled from hand (the rules' `draw N, then cycle M`)."), num("n", "Cards drawn.")],
    render: "draw {n} card|cards[ and cycle {cycle} card|cards from hand]",
    renders: [
      "draw {n} card|cards[ and cycle {cycle} card|cards from hand]",
      "{who} draws {n} card|cards[ and cycles {cycle} card|cards from hand]",
      "make {who} draw {n} card|cards[ and cycle {cycle} card|cards from hand]",
    ],
    doc: "Each player named draws n cards from the top of his draw deck (the cycle pile is recycled when it runs out), then cycles `cycle` cards from hand; each player finishes both before the next.",
  },
  {
    id: "cycle-from-hand",
    kind: "effect",
    alsoCost: true,
    patterns: ["cycle {n} card|cards from hand", "{who} cycles {n} card|cards from hand", "{who} {mood} cycle {n} card|cards from hand", "make {who} cycle {n} card|cards from hand"],
    params: [who, word("mood", "moods", "`must` (it is done) or `may` (that player chooses)."), num("n", "Cards cycled.")],
    render: "cycle {n} card|cards from hand",
    renders: ["cycle {n} card|cards from hand", "{who} cycles {n} card|cards from hand", "{who} {mood} cycle {n} card|cards from hand", "make {who} cycle {n} card|cards from hand"],
    doc: "Each player named puts n cards of his choice from hand on his cycle pile; a cycle owed with an empty hand is a forsake instead.",
  },
  {
    id: "cycle-card",
    kind: "effect",
    alsoCost: true,
    patterns: ["cycle {target}"],
    params: [cards("target", "card", "The card in play cycled (`this card`, `the wielder`); its items go with it.")],
    render: "cycle {target}",
    doc: "Put the card on its owner's cycle pile; the items it wields go to their owners' cycle piles.",
  },
  {
    id: "forsake",
    kind: "effect",
    alsoCost: true,
    patterns: ["forsake {n} card|cards", "{who} forsakes {n} card|cards", "{who} {mood} forsake {n} card|cards", "make {who} forsake {n} card|cards"],
    params: [who, word("mood", "moods", "`must` (it is done) or `may` (that player chooses)."), num("n", "Cards forsaken.")],
    render: "forsake {n} card|cards",
    renders: ["forsake {n} card|cards", "{who} forsakes {n} card|cards", "{who} {mood} forsake {n} card|cards", "make {who} forsake {n} card|cards"],
    doc: "Each player named forsakes n cards, one at a time: each time he eliminates one from his hand, his reserve (an item apart from its wielder) or the top of his draw deck, unseen.",
  },
  {
    id: "eliminate",
    kind: "effect",
    alsoCost: true,
    patterns: ["eliminate {target}", "{who} {mood} eliminate {target}", "make {who} eliminate {target}"],
    params: [who, word("mood", "moods", "`must` or `may`."), cards("target", "card", "The cards eliminated; `X …` lets the player choose how many (X is bound).")],
    render: "eliminate {target}",
    renders: ["eliminate {target}", "{who} {mood} eliminate {target}", "make {who} eliminate {target}"],
    doc: "The cards go to their owners' eliminated piles (items with their wielder), unless a replacement cycles them instead; chosen by the player named (absent: you).",
  },
  {
    id: "remove-from-game",
    kind: "effect",
    patterns: ["remove {target} from the game"],
    params: [cards("target", "card", "The named card, wherever it is.")],
    render: "remove {target} from the game",
    doc: "Eliminate the named card wherever it is (draw deck, cycle pile, hand or in play); a draw deck it is taken from is shuffled.",
  },
  {
    id: "take-into-hand",
    kind: "effect",
    patterns: ["take {target} from your {pile} into hand", "{who} takes {target} from his {pile} into hand", "{who} {mood} take {target} from his {pile} into hand"],
    params: [who, word("mood", "moods", "`must` or `may`."), cards("target", "card", "The card (or cards, `2 Hobbit characters`) to take."), word("pile", "piles", "Where to look.")],
    render: "take {target} from your {pile} into hand",
    renders: ["take {target} from your {pile} into hand", "{who} takes {target} from his {pile} into hand", "{who} {mood} take {target} from his {pile} into hand"],
    doc: "Search that pile secretly, show the card taken and put it into hand, then shuffle the draw deck; nothing happens when no such card is there.",
  },
  {
    id: "recycle",
    kind: "effect",
    patterns: ["shuffle your cycle pile into your draw deck", "{who} shuffles his cycle pile into his draw deck"],
    params: [who],
    render: "shuffle your cycle pile into your draw deck",
    renders: ["shuffle your cycle pile into your draw deck", "{who} shuffles his cycle pile into his draw deck"],
    doc: "Recycle: the cycle pile is shuffled together with what is left of the draw deck.",
  },
  {
    id: "draw-and-play",
    kind: "effect",
    patterns: [
      "draw {n} card|cards [and eliminate {e} of them] and play up to {what} from them [to {where}] [to {place}] and cycle the rest",
      "{who} draws {n} card|cards [and eliminates {e} of them] and plays up to {what} from them [to {where}] [to {place}] and cycles the rest",
    ],
    params: [
      who,
      num("n", "Cards drawn."),
      num("e", "Of them, cards eliminated first."),
      cards("what", "card", "How many of what may be played from them (`up to 2 Nazgûl characters`)."),
      cards("where", "card", "Where they must be played."),
      word("place", "places", "`reserve`: they must be played to reserve."),
    ],
    render: "draw {n} card|cards[ and eliminate {e} of them] and play up to {what} from them[ to {where}][ to {place}] and cycle the rest",
    renders: [
      "draw {n} card|cards[ and eliminate {e} of them] and play up to {what} from them[ to {where}][ to {place}] and cycle the rest",
      "{who} draws {n} card|cards[ and eliminates {e} of them] and plays up to {what} from them[ to {where}][ to {place}] and cycles the rest",
    ],
    doc: "Draw n cards, eliminate e of them, play such cards from among them (no cycle cost: the cards cycled at the end pay for them), then cycle the rest of them.",
  },
  {
    id: "look-and-sort",
    kind: "effect",
    patterns: ["look at the top {n} cards of your draw deck and eliminate {e} of them and cycle {c} of them and take the rest into hand"],
    params: [num("n", "Cards looked at."), num("e", "Of them, eliminated."), num("c", "Of them, cycled.")],
    render: "look at the top {n} cards of your draw deck and eliminate {e} of them and cycle {c} of them and take the rest into hand",
    doc: "Take the top n cards of your draw deck; eliminate e of them and cycle c of them, your choice; the rest go into your hand.",
  },
];
