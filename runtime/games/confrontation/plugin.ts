/** The Confrontation as a plugin: its vocabulary and its phrases' implementations (the engine calls them). */
import type { GamePlugin } from "../plugin.ts";
import { confrontationEngine } from "./step-engine.ts";
import { implementations } from "./impl/index.ts";
import { confrontationScenarios } from "./scenario/support.ts";
import { confrontationTable } from "./table.ts";
import { confrontation } from "./vocabulary/index.ts";

export const confrontationPlugin: GamePlugin = {
  game: confrontation.game,
  title: confrontation.title,
  vocabulary: confrontation,
  implementations,
  engine: confrontationEngine,
  scenarios: confrontationScenarios,
  table: confrontationTable,
};
