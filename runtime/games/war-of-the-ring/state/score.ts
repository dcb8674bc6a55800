/**
 * Scores (digest §7): the VP of the locations in a team's scoring area (paths in the Shadow area are face down and worth
 * 0), the Shadow's corruption, and, at the final scoring only, each unused Ring token (Trilogy rule).
 */
import type { Env } from "../../../core/env.ts";
import { cardType, deckSeat, printedStat, scoringZone, wotr, type Side } from "./game.ts";
import { decksOfSide } from "./players.ts";

export function locationPoints(env: Env, side: Side): number {
  let n = 0;
  for (const id of env.state.zones[scoringZone(side)] ?? []) {
    if (side === "shadow" && cardType(env, id) === "path") continue;
    n += printedStat(env, id, "vp");
  }
  return n;
}

/** Unused Ring tokens of a side that score (Trilogy-rule tokens; a Duel token is flipped each round, never spent). */
export function ringPoints(env: Env, side: Side): number {
  const ext = wotr(env.state);
  let n = 0;
  for (const p of decksOfSide(env.state, side)) if (deckSeat(env.state, p)?.ring === "trilogy") n += ext.ring[p] ?? 0;
  return n;
}

export function scoreOf(env: Env, side: Side, final: boolean): number {
  return locationPoints(env, side) + (side === "shadow" ? (env.state.pools.corruption ?? 0) : 0) + (final ? ringPoints(env, side) : 0);
}

export function scores(env: Env, final: boolean): Record<Side, number> {
  return { "free-peoples": scoreOf(env, "free-peoples", final), shadow: scoreOf(env, "shadow", final) };
}
