/** Firing the game's events: numbered by the core, noted in the round's history, answered through the rules' `respond` hook. */
import type { Env } from "../../../core/env.ts";
import { makeEvent, type GameEvent } from "../../../core/events.ts";
import type { CardId } from "../../../core/state.ts";

export function fire(env: Env, type: string, cards: CardId[], player?: string, data?: Record<string, unknown>): GameEvent {
  // built field by field (no spreads): the same keys in the same order
  const input: Omit<GameEvent, "id"> = { type, cards, source: env.source };
  if (player !== undefined) input.player = player;
  if (data) input.data = data;
  const e = makeEvent(env.state, input);
  env.rules.respond?.(env, e, "after");
  return e;
}
