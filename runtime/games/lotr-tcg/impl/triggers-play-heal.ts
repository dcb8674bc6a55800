/** Implementations of vocabulary/triggers-play-heal.ts. */
import type { Binding } from "../../../core/env.ts";
import { candidates, denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";

const named = (arg: unknown, cards: CardId[]): Record<string, Binding> => (isFilter(arg) && arg.bind ? { [arg.bind]: { cards } } : {});

export const playHealTriggers: Implementations = {
  "character-moves-to": {
    kind: "trigger",
    events: ["move-to"],
    match(env, e, args) {
      const site = e.cards[0];
      if (e.type !== "move-to" || !site || !denotes(env, args.site, site) || !isFilter(args.target)) return null;
      const movers = candidates(env, { ...args.target, filter: { ...args.target.filter, quantifier: "every" } });
      return movers.length ? named(args.target, movers) : null;
    },
  },
  "about-to-heal": {
    kind: "trigger",
    before: true,
    events: ["heal"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "heal" || !id || !denotes(env, args.target, id)) return null;
      return { ...named(args.target, e.cards), heal: { event: e.id } };
    },
  },
  "you-play-on": {
    kind: "trigger",
    events: ["play"],
    match(env, e, args) {
      const id = e.cards[0];
      const host = id ? env.state.cards[id]?.attachedTo : null;
      if (e.type !== "play" || !id || !host || e.player !== env.controller) return null;
      if (!denotes(env, args.target, id) || !denotes(env, args.host, host)) return null;
      return { ...named(args.target, [id]), ...named(args.host, [host]) };
    },
  },
};
