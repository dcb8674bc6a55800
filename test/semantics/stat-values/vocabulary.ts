import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";

/**
 * A test-only vocabulary with list-valued stats (`range` and `words`), checked through `check`'s `vocabularies`
 * option: no registered game declares such stats.
 */
export const statValuesVocabulary: GameVocabulary = {
  game: "stat-values-test",
  title: "Stat values (test)",
  cardIds: { pattern: "[a-z]+-\\d+", example: "red-1", doc: "culture and number" },
  cardTypes: [
    { id: "army", word: "army", stats: { required: ["cost"], optional: ["level", "allies", "signet", "power"] }, second: "none" },
    { id: "field", word: "field", stats: { required: [], optional: ["attackers", "defenders", "score", "level", "traits", "zones", "cost"] }, second: "none" },
  ],
  nouns: {},
  stats: [
    { name: "cost", value: "number", doc: "what it costs" },
    { name: "power", value: "signed", doc: "a bonus" },
    { name: "signet", value: "word", words: ["Star", "Moon"], doc: "a mark" },
    { name: "score", value: "number", min: 0, max: 10, doc: "points" },
    { name: "level", value: "range", min: 1, max: 20, doc: "the levels it may stand on" },
    { name: "allies", value: "words", of: "cultures", doc: "cultures it fights beside" },
    { name: "attackers", value: "words", of: "cultures", doc: "cultures that attack here" },
    { name: "defenders", value: "words", of: "cultures", doc: "cultures that defend here" },
    { name: "traits", value: "words", of: "keywords", doc: "keywords of the field" },
    { name: "zones", value: "words", of: "zones", doc: "zones it reaches" },
  ],
  cultures: [
    { id: "red", word: "Red", icon: "red", side: "light" },
    { id: "blue", word: "Blue", icon: "blue", side: "light" },
    { id: "dunedain", word: "Dúnedain", icon: "dunedain", side: "light" },
    { id: "grey", word: "Grey", icon: "grey", side: "dark" },
    { id: "black", word: "Black", icon: "black", side: "dark" },
  ],
  sides: [
    { id: "light", word: "Light" },
    { id: "dark", word: "Dark" },
  ],
  races: [],
  itemClasses: [],
  timings: [{ id: "main", word: "Main", doc: "the main phase" }],
  keywords: [
    { id: "swift", word: "Swift", doc: "moves first" },
    { id: "walled", word: "Walled", doc: "hard to take" },
  ],
  phrases: [],
  words: { zones: ["hand", "deck", "discard pile"] },
};
