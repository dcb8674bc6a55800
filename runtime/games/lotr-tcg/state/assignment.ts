/** Who may assign which character to skirmish which minion (`prevent the opponent from assigning …`, `… may not assign …`). */
import { players } from "../../../core/args.ts";
import { withSource, type Env } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import { applies, hasRecordsFor, modifiedFlag } from "../../../core/modifiers.ts";
import type { CardId } from "../../../core/state.ts";

/** The flag, on a character, that forbids this player to assign it to this minion. */
export const assignForbidden = (player: string, minion: CardId): string => `cannot-assign:${player}:${minion}`;

/** Property of a minion: `data.who` (a player argument) may not assign `data.character` to skirmish it (a static prohibition). */
export const ASSIGN_PROHIBITED = "assign-prohibited";

export function mayAssign(env: Env, player: string, character: CardId, minion: CardId): boolean {
  if (modifiedFlag(env, character, assignForbidden(player, minion), false)) return false;
  if (!hasRecordsFor(env.state, ASSIGN_PROHIBITED)) return true;
  for (const rec of env.state.modifiers) {
    if (rec.property !== ASSIGN_PROHIBITED || !applies(env, rec, minion)) continue;
    const at = withSource(env, rec.source, rec.controller);
    if (players(at, rec.data?.who).includes(player) && denotes(at, rec.data?.character, character)) return false;
  }
  return true;
}
