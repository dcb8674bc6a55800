/** A player's next Shadow phase skipped (`skip his or her next Shadow phase`): a record kept until that phase comes. */
import type { Env } from "../../../core/env.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { addModifier } from "../../../core/modifiers.ts";

/** Property of the game: `data.player` skips his or her next Shadow phase. */
export const SKIPS_NEXT_SHADOW_PHASE = "skips-next-shadow-phase";

export function skipNextShadowPhase(env: Env, player: string): void {
  addModifier(env, { property: SKIPS_NEXT_SHADOW_PHASE, flag: true, targets: { global: true }, data: { player }, duration: { kind: "permanent" } });
}

/** Does this Shadow phase, of that Shadow player, not happen? The record is used up. */
export function takeSkippedShadowPhase(env: Env, shadowPlayer: string): boolean {
  const rec = env.state.modifiers.find((m) => m.property === SKIPS_NEXT_SHADOW_PHASE && m.data?.player === shadowPlayer);
  if (!rec) return false;
  env.state.modifiers = env.state.modifiers.filter((m) => m !== rec);
  log(env.state, { player: shadowPlayer, seq: nextSeq(env.state), type: "shadow-phase-skipped" });
  return true;
}
