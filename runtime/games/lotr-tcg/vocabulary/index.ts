import type { GameVocabulary } from "../../../core/vocabulary.ts";

/** The Lord of the Rings TCG vocabulary (declarations). Filled in by the vocabulary owner. */
export const lotrTcg: GameVocabulary = {
  game: "lotr-tcg",
  title: "The Lord of the Rings Trading Card Game",
  cardTypes: [],
  nouns: {},
  stats: [],
  cultures: [],
  sides: [],
  races: [],
  itemClasses: [],
  timings: [],
  keywords: [],
  phrases: [],
  words: {},
};
