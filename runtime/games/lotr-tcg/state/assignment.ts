/** Who may assign which character to skirmish which minion (`prevent the opponent from assigning …`). */
import type { Env } from "../../../core/env.ts";
import { modifiedFlag } from "../../../core/modifiers.ts";
import type { CardId } from "../../../core/state.ts";

/** The flag, on a character, that forbids this player to assign it to this minion. */
export const assignForbidden = (player: string, minion: CardId): string => `cannot-assign:${player}:${minion}`;

export function mayAssign(env: Env, player: string, character: CardId, minion: CardId): boolean {
  return !modifiedFlag(env, character, assignForbidden(player, minion), false);
}
