/** Implementations of vocabulary/triggers-phases.ts: `start-of-phase` / `end-of-phase` events, and events of a timing played. */
import { norm } from "../../../core/cards.ts";
import { defOf, type Env } from "../../../core/env.ts";
import type { GameEvent } from "../../../core/events.ts";
import type { Implementations, TriggerImpl } from "../../../core/impl.ts";
import { freePeoplesPlayer } from "../state/game.ts";

/** Is this a phase the controller plays in (Shadow phases: as a Shadow player; others: as the Free Peoples player)? */
function yours(env: Env, phase: string): boolean {
  const fp = freePeoplesPlayer(env.state) === env.controller;
  return phase === "shadow" ? !fp : fp;
}

const at = (type: string): TriggerImpl => ({
  kind: "trigger",
  events: [type],
  match(env, e: GameEvent, args) {
    const phase = norm(args.timing);
    return e.type === type && e.phase === phase && yours(env, phase) ? {} : null;
  },
});

export const phaseTriggers: Implementations = {
  "start-of-your-phases": at("start-of-phase"),
  "end-of-your-phases": at("end-of-phase"),
  "timed-event-played": {
    kind: "trigger",
    before: true,
    events: ["play"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "play" || !id) return null;
      const def = defOf(env, id);
      const timed = (def.abilities ?? []).some((a) => ((a as { timings?: string[] }).timings ?? []).includes(norm(args.timing)));
      return norm(def.type) === "event" && norm(def.side) === norm(args.side) && timed ? { event: { cards: [id] } } : null;
    },
  },
};
