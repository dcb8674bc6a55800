/** The Lord of the Rings TCG as a plugin: its vocabulary, rules, deck rules, table and scenarios. */
import type { GamePlugin } from "../plugin.ts";
import { searchAgents } from "./agents/search.ts";
import { lotrEngine } from "./engine/step-engine.ts";
import { lotrDeckRules } from "./deck-rules.ts";
import { lotrRules } from "./impl/index.ts";
import { lotrScenarios } from "./scenario/support.ts";
import { lotrTable } from "./state/table.ts";
import { lotrTcg } from "./vocabulary/index.ts";

export const lotrTcgPlugin: GamePlugin = {
  game: lotrTcg.game,
  title: lotrTcg.title,
  vocabulary: lotrTcg,
  implementations: lotrRules.implementations,
  engine: lotrEngine,
  rules: lotrRules,
  deckRules: lotrDeckRules,
  // the search agents (ISMCTS, determinized and cheating UCT) join the table's
  table: { ...lotrTable, agents: { ...lotrTable.agents, ...searchAgents() } },
  scenarios: lotrScenarios,
};
