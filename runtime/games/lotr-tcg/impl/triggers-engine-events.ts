/** Implementations of vocabulary/triggers-engine-events.ts: the `assigned` and `put-on-ring` events. */
import type { Binding } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations, TriggerImpl } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";

const named = (arg: unknown, cards: CardId[]): Record<string, Binding> => (isFilter(arg) && arg.bind ? { [arg.bind]: { cards } } : {});

const on = (type: string): TriggerImpl => ({
  kind: "trigger",
  events: [type],
  match(env, e, args) {
    if (e.type !== type) return null;
    const id = e.cards.find((c) => denotes(env, args.target, c));
    return id ? named(args.target, [id]) : null;
  },
});

export const engineEventTriggers: Implementations = {
  "is-assigned": on("assigned"),
  "puts-on-the-one-ring": on("put-on-ring"),
};
