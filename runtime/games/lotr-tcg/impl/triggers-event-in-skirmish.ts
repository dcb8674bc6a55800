/** Implementations of vocabulary/triggers-event-in-skirmish.ts. */
import { norm } from "../../../core/cards.ts";
import { defOf } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { lotr } from "../state/game.ts";

export const eventInSkirmishTriggers: Implementations = {
  "timing-event-played-during-skirmish": {
    kind: "trigger",
    before: true,
    events: ["play"],
    match(env, e, args) {
      const id = e.cards[0];
      const skirmish = lotr(env.state).skirmish;
      if (e.type !== "play" || !id || !skirmish || skirmish.cancelled) return null;
      const def = defOf(env, id);
      const timed = (def.abilities ?? []).some((a) => ((a as { timings?: string[] }).timings ?? []).includes(norm(args.timing)));
      if (norm(def.type) !== "event" || !timed) return null;
      const involved = [skirmish.companion, ...skirmish.minions].some((c) => !!c && denotes(env, args.target, c));
      return involved ? { event: { cards: [id] } } : null;
    },
  },
};
