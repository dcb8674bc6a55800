/** Discards that hold as rules while a static ability does (`Discard The Balrog if not underground.`), read after every step (engine/settle.ts). */
import { withSource, type Env } from "../../../core/env.ts";
import { applies, hasRecordsFor } from "../../../core/modifiers.ts";
import { allCards } from "../../../core/state.ts";
import { discard } from "./actions.ts";

/** Flag property of a card in play that is to be discarded (vocabulary/modifiers-rule-discard.ts). */
export const DISCARDED_BY_RULE = "discarded-by-rule";

/** Discards every card in play that a record in force names, as the record's source's. */
export function discardByRule(env: Env): void {
  if (!hasRecordsFor(env.state, DISCARDED_BY_RULE)) return;
  const records = env.state.modifiers.filter((r) => r.property === DISCARDED_BY_RULE && r.flag);
  for (const id of allCards(env.state)) {
    if (!env.rules.inPlay(env.state, env.state.cards[id]!)) continue;
    const rec = records.find((r) => applies(env, r, id));
    if (rec) discard(withSource(env, rec.source, rec.controller), id);
  }
}
