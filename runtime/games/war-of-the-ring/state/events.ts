/** Firing the game's events: numbered by the core, noted in the round's history, answered through the rules' `respond` hook. */
import type { Env } from "../../../core/env.ts";
import { makeEvent, type GameEvent } from "../../../core/events.ts";
import type { CardId } from "../../../core/state.ts";

export function fire(env: Env, type: string, cards: CardId[], player?: string, data?: Record<string, unknown>): GameEvent {
  const e = makeEvent(env.state, { type, cards, source: env.source, ...(player !== undefined ? { player } : {}), ...(data ? { data } : {}) });
  env.rules.respond?.(env, e, "after");
  return e;
}
