import type { GameVocabulary } from "../../../core/vocabulary.ts";
import { cardTypes, nouns, stats } from "./card-types.ts";
import { conditions } from "./conditions.ts";
import { costs } from "./costs.ts";
import { effects } from "./effects.ts";
import { filters } from "./filters.ts";
import { modifiers } from "./modifiers.ts";
import { placements } from "./placements.ts";
import { triggers } from "./triggers.ts";
import { values } from "./values.ts";
import { cultures, itemClasses, keywords, players, races, refs, sides, timings, words } from "./words.ts";

/**
 * The Lord of the Rings TCG vocabulary (declarations only).
 * In render templates, `card|cards` after a number slot is the singular/plural pair for that number.
 */
export const lotrTcg: GameVocabulary = {
  game: "lotr-tcg",
  title: "The Lord of the Rings Trading Card Game",
  cardTypes,
  nouns,
  stats,
  cultures,
  sides,
  races,
  itemClasses,
  timings,
  keywords,
  phrases: [...effects, ...costs, ...triggers, ...conditions, ...modifiers, ...filters, ...values, ...placements],
  words,
  refs,
  players,
};
