/**
 * The vocabulary of Lord of the Rings: The Confrontation (classic): declarations only.
 * Implementations: ../impl/, keyed by the same phrase ids.
 */
import type { GameVocabulary } from "../../../core/vocabulary.ts";
import { battlePhrases } from "./battle.ts";
import { combatPhrases } from "./combat.ts";
import { movementPhrases } from "./movement.ts";
import { cardTypes, cultures, nouns, players, sides, stats, words } from "./words.ts";

export const confrontation: GameVocabulary = {
  game: "confrontation",
  title: "Lord of the Rings: The Confrontation",
  cardTypes,
  nouns,
  stats,
  cultures,
  sides,
  races: [],
  itemClasses: [],
  timings: [],
  keywords: [],
  phrases: [...battlePhrases, ...movementPhrases, ...combatPhrases],
  words,
  players,
};
