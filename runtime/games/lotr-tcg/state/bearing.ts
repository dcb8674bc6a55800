/** Which cards a character may not bear (`This minion may not bear possessions.`): a static prohibition. */
import { withSource, type Env } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import { applies, hasRecordsFor } from "../../../core/modifiers.ts";
import type { CardId } from "../../../core/state.ts";

/** Property of a character: it may not bear the cards `data.item` describes. */
export const BEAR_PROHIBITED = "bear-prohibited";

/** May the host bear this card (no prohibition in force names it)? */
export function mayBear(env: Env, host: CardId, item: CardId): boolean {
  if (!hasRecordsFor(env.state, BEAR_PROHIBITED)) return true;
  for (const rec of env.state.modifiers) {
    if (rec.property !== BEAR_PROHIBITED || !applies(env, rec, host)) continue;
    if (denotes(withSource(env, rec.source, rec.controller), rec.data?.item, item)) return false;
  }
  return true;
}
