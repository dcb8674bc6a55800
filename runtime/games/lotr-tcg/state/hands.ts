/** Whose hand a player may look at or reveal (`Shadow players may not look at or reveal cards in your hand`). */
import type { Env } from "../../../core/env.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { applies, hasRecordsFor } from "../../../core/modifiers.ts";
import { FREE_PEOPLES, lotr, SHADOW } from "./game.ts";

/** Property of the game: `data.viewer` (a side) may not look at or reveal the hand of `data.owner` (a side; absent: the record's controller). */
export const HAND_HIDDEN = "hand-hidden";

const sideOf = (env: Env, p: string): string => (p === lotr(env.state).freePeoples ? FREE_PEOPLES : SHADOW);

/**
 * May the controller's ability look at (or show) the cards in that player's hand? When a prohibition says no, the
 * log says so (`hand-hidden`) and the hand stays unseen.
 */
export function mayLookAtHand(env: Env, owner: string): boolean {
  const viewer = env.controller;
  if (viewer === owner || !hasRecordsFor(env.state, HAND_HIDDEN)) return true;
  for (const rec of env.state.modifiers) {
    if (rec.property !== HAND_HIDDEN || !applies(env, rec, null) || rec.data?.viewer !== sideOf(env, viewer)) continue;
    if (rec.data.owner ? rec.data.owner === sideOf(env, owner) : rec.controller === owner) {
      log(env.state, { player: viewer, of: owner, seq: nextSeq(env.state), type: "hand-hidden" });
      return false;
    }
  }
  return true;
}
