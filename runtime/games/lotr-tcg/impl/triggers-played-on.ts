/** Implementations of vocabulary/triggers-played-on.ts. */
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { PLAYED_ON } from "../state/play.ts";

export const playedOnTriggers: Implementations = {
  "played-on": {
    kind: "trigger",
    before: true,
    events: [PLAYED_ON],
    match: (env, e, args) => (e.type === PLAYED_ON && e.cards[0] === env.source && !!e.cards[1] && denotes(env, args.host, e.cards[1]) ? {} : null),
  },
};
