/** Implementations of vocabulary/triggers-moves-discards.ts. */
import { num } from "../../../core/args.ts";
import { defOf } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import { lotr } from "../state/game.ts";
import { opponentsInSkirmish } from "../state/stats.ts";

export const moveDiscardTriggers: Implementations = {
  "loses-skirmish-involving": {
    kind: "trigger",
    events: ["skirmish-lost"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "skirmish-lost" || !id || !denotes(env, args.target, id)) return null;
      if (!opponentsInSkirmish(env, id).some((o) => denotes(env, args.other, o))) return null;
      return isFilter(args.target) && args.target.bind ? { [args.target.bind]: { cards: [id] } } : {};
    },
  },
  "fellowship-moves-to-site-number": {
    kind: "trigger",
    events: ["move-to"],
    match(env, e, args) {
      const site = e.cards[0];
      if (e.type !== "move-to" || !site) return null;
      const n = num(env, defOf(env, site).site, -1);
      const wanted = [num(env, args.n)];
      if (args.m !== null && args.m !== undefined) wanted.push(num(env, args.m));
      return wanted.includes(n) ? {} : null;
    },
  },
  "played-to-site-or-higher": {
    kind: "trigger",
    events: ["play"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "play" || !id || !denotes(env, args.target, id) || lotr(env.state).site < num(env, args.n)) return null;
      return isFilter(args.target) && args.target.bind ? { [args.target.bind]: { cards: [id] } } : {};
    },
  },
  "end-of-turn": { kind: "trigger", events: ["end-of-turn"], match: (_env, e) => (e.type === "end-of-turn" ? {} : null) },
  "is-discarded": {
    kind: "trigger",
    events: ["discard"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "discard" || !id || !denotes(env, args.target, id)) return null;
      return isFilter(args.target) && args.target.bind ? { [args.target.bind]: { cards: [id] } } : {};
    },
  },
};
