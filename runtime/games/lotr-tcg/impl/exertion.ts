/** Implementations of vocabulary/exertion.ts: the engine's "exert" window (state/actions.ts `exert`). */
import type { Binding } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { preventBound } from "./common.ts";

const named = (arg: unknown, cards: CardId[]): Record<string, Binding> => (isFilter(arg) && arg.bind ? { [arg.bind]: { cards } } : {});

export const exertionPhrases: Implementations = {
  "about-to-exert": {
    kind: "trigger",
    before: true,
    events: ["exert"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "exert" || !id || !denotes(env, args.target, id)) return null;
      return { ...named(args.target, e.cards), exertion: { event: e.id } };
    },
  },
  "prevent-exertion-token": preventBound("exertion"),
};
