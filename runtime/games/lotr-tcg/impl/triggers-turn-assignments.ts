/** Implementations of vocabulary/triggers-turn-assignments.ts: the turn's assignments, recorded by actions.happened. */
import { cardOptions, denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { assignedThisTurn } from "../state/actions.ts";

export const turnAssignmentTriggers: Implementations = {
  "end-of-turn-not-assigned": {
    kind: "trigger",
    events: ["end-of-turn"],
    match(env, e, args) {
      if (e.type !== "end-of-turn") return null;
      const assigned = assignedThisTurn(env);
      const who = cardOptions(env, args.who)?.options ?? [];
      if (!who.length || who.some((id) => assigned.includes(id))) return null;
      return assigned.some((id) => !who.includes(id) && denotes(env, args.other, id)) ? {} : null;
    },
  },
};
