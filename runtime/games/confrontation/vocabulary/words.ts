/** The game's words: card types, stats, sides, and the word lists its phrases take. */
import type { CardTypeDecl, GameVocabulary, StatDecl } from "../../../core/vocabulary.ts";
import { REGIONS } from "../board.ts";

export const cardTypes: CardTypeDecl[] = [
  // A character's kind line names its side (`Fellowship character`); strength is printed on the piece.
  { id: "character", word: "character", stats: { required: ["strength"], optional: [] }, needsCulture: true, second: "none" },
  // A strength card has a value; a text card has none (its text is its effect when played).
  { id: "combat-card", word: "combat card", stats: { required: [], optional: ["might"] }, needsCulture: true, second: "none" },
];

export const stats: StatDecl[] = [
  { name: "strength", value: "number", doc: "A character's strength in battle (printed on the piece)." },
  { name: "might", value: "number", doc: "A strength card's might (the number printed on it), added to the character's strength in battle." },
];

export const nouns: GameVocabulary["nouns"] = {
  character: { types: ["character"], doc: "A character piece of either side." },
};

/** Culture emblems for card faces: SVG path data in a 24 × 24 box. */
const EYE = "M2 12Q12 2 22 12Q12 22 2 12zM12 7Q10.4 12 12 17Q13.6 12 12 7z";
const RING = "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7a5 5 0 1 1 0 10a5 5 0 1 1 0-10z";

/** The two sides, written on the kind line as cultures (`Fellowship character`, `Sauron combat card`). */
export const cultures: GameVocabulary["cultures"] = [
  { id: "fellowship", word: "Fellowship", icon: "fellowship", side: "fellowship", colour: "#2f5ea8", glyph: RING },
  { id: "sauron", word: "Sauron", icon: "sauron", side: "sauron", colour: "#8b1a1a", glyph: EYE },
];
export const sides: GameVocabulary["sides"] = [
  { id: "fellowship", word: "Light" },
  { id: "sauron", word: "Dark" },
];

export const words: Record<string, string[]> = {
  directions: ["forward", "backwards", "sideways"],
  regions: [...REGIONS],
  routes: ["the Tunnel of Moria", "the Anduin"],
};

export const players: GameVocabulary["players"] = [
  { word: "the Sauron player", id: "sauron-player", doc: "The player of the Sauron side." },
  { word: "the Fellowship player", id: "fellowship-player", doc: "The player of the Fellowship side." },
];
