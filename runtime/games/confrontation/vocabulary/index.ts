/**
 * The vocabulary of Lord of the Rings: The Confrontation (classic): declarations only.
 * Implementations: ../impl/, keyed by the same phrase ids.
 */
import type { GameVocabulary } from "../../../core/vocabulary.ts";
import { corePhrases } from "../../../core/phrases/index.ts";
import { battlePhrases } from "./battle.ts";
import { combatPhrases } from "./combat.ts";
import { movementPhrases } from "./movement.ts";
import { cardTypes, cultures, nouns, players, sides, stats, words } from "./words.ts";

export const confrontation: GameVocabulary = {
  game: "confrontation",
  title: "Lord of the Rings: The Confrontation",
  // the printed pieces and cards have no ids: these are made up, one letter per side
  cardIds: { pattern: "\\d+[FS]\\d+", example: "1F4", doc: "set number, side letter (F Fellowship, S Sauron), card number" },
  // each side has its own combat cards `1` … `5`, `Retreat`, `Magic`
  titlesUnique: "side",
  cardTypes,
  nouns,
  stats,
  cultures,
  sides,
  races: [],
  itemClasses: [],
  timings: [],
  keywords: [],
  phrases: [...battlePhrases, ...movementPhrases, ...combatPhrases, ...corePhrases],
  words,
  players,
};
