/**
 * The vocabulary of War of the Ring: The Card Game (declarations only). Implementations: ../impl/, keyed by the same
 * phrase ids.
 */
import type { GameVocabulary } from "../../../core/vocabulary.ts";
import { corePhrases } from "../../../core/phrases/index.ts";
import { combatTokenPhrases } from "./combat-tokens.ts";
import { drawCyclePhrases } from "./draws-cycles.ts";
import { handPhrases } from "./hands.ts";
import { itemPhrases } from "./items.ts";
import { locationPhrases } from "./locations.ts";
import { triggerPhrases } from "./triggers.ts";
import { cardTypes, cultures, keywords, nouns, players, refs, sides, stats, timings, words } from "./words.ts";

export const warOfTheRing: GameVocabulary = {
  game: "war-of-the-ring",
  title: "War of the Ring: The Card Game",
  // the reference data's ids: `dunedain-01`, `path-4-caradhras`, `bg-helms-deep`
  cardIds: { pattern: "[a-z]+(?:-[a-z0-9]+)+", example: "dunedain-01", doc: "faction and number (`mordor-05`), `path-<number>-<name>` or `bg-<name>`" },
  cardTypes,
  nouns,
  stats,
  cultures,
  // the cards name factions by their words (`a Rohan army`), not by icons
  culturesRender: "word",
  sides,
  races: [],
  itemClasses: [],
  timings,
  keywords,
  phrases: [...drawCyclePhrases, ...combatTokenPhrases, ...locationPhrases, ...triggerPhrases, ...handPhrases, ...itemPhrases, ...corePhrases],
  words,
  refs,
  players,
};
