/**
 * Game text lent by another card (`While you can spot your site 3, Silinde has the game text of that
 * site.`): the borrower has the lender's abilities as its own. Static abilities are lent by
 * core/statics.ts when either card's statics start; activated and trigger abilities are looked up here.
 */
import type { CardId } from "./state.ts";
import { withSource, type Env } from "./env.ts";
import { candidates } from "./filters.ts";
import { applies } from "./modifiers.ts";
import { GAME_TEXT, lentFilter } from "./statics.ts";

const NONE: ReadonlyMap<CardId, CardId[]> = new Map();

// Whether the modifier records asked about last hold any game text record. Records are never changed once made and a
// list only grows in place (a record dropped makes a new list), so the answer holds while the list and its length do.
let lastRecords: readonly unknown[] | null = null;
let lastLength = -1;
let lastHasGameText = false;

function hasGameTextRecord(env: Env): boolean {
  const records = env.state.modifiers;
  if (records !== lastRecords || records.length !== lastLength) {
    lastRecords = records;
    lastLength = records.length;
    lastHasGameText = records.some((rec) => rec.property === GAME_TEXT);
  }
  return lastHasGameText;
}

/** Each card that has other cards' game text now → those cards (one pass over the modifier records). Read only. */
export function textLenders(env: Env): ReadonlyMap<CardId, CardId[]> {
  // asked whenever legal actions are listed or an event is answered; almost no game has such a record
  if (!hasGameTextRecord(env)) return NONE;
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
