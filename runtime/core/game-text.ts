/**
 * Game text lent by another card (`While you can spot your site 3, Silinde has the game text of that
 * site.`): the borrower has the lender's abilities as its own. Static abilities are lent by
 * core/statics.ts when either card's statics start; activated and trigger abilities are looked up here.
 */
import type { CardId } from "./state.ts";
import { withSource, type Env } from "./env.ts";
import { candidates } from "./filters.ts";
import { applies, hasRecordsFor } from "./modifiers.ts";
import { GAME_TEXT, lentFilter } from "./statics.ts";

const NONE: ReadonlyMap<CardId, CardId[]> = new Map();

/** Each card that has other cards' game text now → those cards (one pass over the modifier records). Read only. */
export function textLenders(env: Env): ReadonlyMap<CardId, CardId[]> {
  // asked whenever legal actions are listed or an event is answered; almost no game has such a record
  if (!hasRecordsFor(env.state, GAME_TEXT)) return NONE;
  let out: Map<CardId, CardId[]> | null = null;
  for (const rec of env.state.modifiers) {
    if (rec.property !== GAME_TEXT || !("cards" in rec.targets)) continue;
    const f = lentFilter(rec);
    if (!f) continue;
    out ??= new Map();
    for (const t of rec.targets.cards) {
      if (!applies(env, rec, t)) continue;
      const have = out.get(t) ?? [];
      for (const c of candidates(withSource(env, rec.source, rec.controller), f)) if (c !== t && !have.includes(c)) have.push(c);
      out.set(t, have);
    }
  }
  return out ?? NONE;
}
