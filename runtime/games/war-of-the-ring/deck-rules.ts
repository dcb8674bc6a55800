/**
 * Deck building: a deck is the faction cards of one side (the Trilogy decks, the Duels' and the Fellowship scenario's
 * are all of one side), at least 30 of them; locations are never in a deck (they make the path and battleground
 * decks). A deck holds at most as many copies of a card as the box has: one, except the armies below.
 */
import type { DeckRules } from "../deck-rules.ts";

export const warOfTheRingDeckRules: DeckRules = {
  game: "war-of-the-ring",
  slots: [],
  drawDeck: {
    min: 30,
    excluded: [{ field: "type", values: ["path", "battleground"] }],
    copiesBy: "title",
    maxCopies: 1,
    maxCopiesOf: { "High Elves": 2, "Riders of Rohan": 2, "White Hand Orcs": 2, "Goblins of the Misty Mountains": 2, "Mordor Orcs": 5 },
    sameValue: "side",
  },
};
