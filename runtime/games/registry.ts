/**
 * The games the toolchain knows, by the name on a file's `game` line: one line each. Everything else (the compiler's
 * vocabularies, deck rules, the CLI's tables, the scenario runner) finds games here (see plugin.ts).
 */
import type { GamePlugin } from "./plugin.ts";
import { confrontationPlugin } from "./confrontation/plugin.ts";
import { lotrTcgPlugin } from "./lotr-tcg/plugin.ts";
import { warOfTheRingPlugin } from "./war-of-the-ring/plugin.ts";

export const plugins: readonly GamePlugin[] = [lotrTcgPlugin, confrontationPlugin, warOfTheRingPlugin];

/** The plugin of a game, by name. */
export function pluginOf(game: string): GamePlugin | undefined {
  return plugins.find((p) => p.game === game);
}
