/** Implementations of vocabulary/conditions-awaited.ts. */
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter } from "../../../core/ir.ts";
import { opponentsInSkirmish } from "../state/stats.ts";
import { THAT_PLAYER } from "./common.ts";

export const awaitedConditions: Implementations = {
  "loses-this-skirmish-to": {
    kind: "condition",
    // not decided yet when the ability runs: the conditional waits for the skirmish to be lost
    test: () => false,
    awaits(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "skirmish-lost" || !id || !denotes(env, args.target, id)) return null;
      if (!opponentsInSkirmish(env, id).some((w) => denotes(env, args.winner, w))) return null;
      const bound = isFilter(args.target) && args.target.bind ? { [args.target.bind]: { cards: [id] } } : {};
      return { ...bound, [THAT_PLAYER]: { players: [env.state.cards[id]!.owner] } };
    },
  },
};
