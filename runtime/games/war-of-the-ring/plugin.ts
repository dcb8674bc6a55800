/** War of the Ring: The Card Game as a plugin: its vocabulary and rules, its engine, deck rules and reference format. */
import type { GamePlugin } from "../plugin.ts";
import { warOfTheRingDeckRules } from "./deck-rules.ts";
import { warOfTheRingEngine } from "./engine/step-engine.ts";
import { implementations, warOfTheRingRules } from "./impl/index.ts";
import { warOfTheRingReference } from "./reference.ts";
import { warOfTheRingScenarios } from "./scenario/support.ts";
import { warOfTheRingTable } from "./table.ts";
import { warOfTheRing } from "./vocabulary/index.ts";

export const warOfTheRingPlugin: GamePlugin = {
  game: warOfTheRing.game,
  title: warOfTheRing.title,
  vocabulary: warOfTheRing,
  implementations,
  rules: warOfTheRingRules,
  engine: warOfTheRingEngine,
  deckRules: warOfTheRingDeckRules,
  scenarios: warOfTheRingScenarios,
  reference: warOfTheRingReference,
  table: warOfTheRingTable,
};
