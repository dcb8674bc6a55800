/** Triggers (vocabulary/triggers.ts): the engine's `activate`, `play`, `move` and `draw-step` events. */
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { EVENTS } from "../state/game.ts";

const given = (a: unknown): boolean => a !== null && a !== undefined;

export const triggerImplementations: Implementations = {
  activated: {
    kind: "trigger",
    events: [EVENTS.activate],
    match: (env, e) => (e.type === EVENTS.activate && e.cards[0] === env.source ? {} : null),
  },
  played: {
    kind: "trigger",
    events: [EVENTS.play],
    match(env, e, args) {
      if (e.type !== EVENTS.play) return null;
      const card = e.cards[0];
      if (card === undefined) return null;
      if (given(args.target)) return card !== env.source && denotes(env, args.target, card) ? {} : null;
      if (card !== env.source) return null;
      const to = e.data?.to;
      if (given(args.place)) return to === args.place ? {} : null;
      if (given(args.where)) return typeof to === "number" && denotes(env, args.where, to) ? {} : null;
      if (given(args.wielder)) {
        const on = to === "wielder" ? e.data?.wielder : to;
        return typeof on === "number" && denotes(env, args.wielder, on) ? {} : null;
      }
      return {};
    },
  },
  "played-or-moved": {
    kind: "trigger",
    events: [EVENTS.play, EVENTS.move],
    match(env, e, args) {
      if ((e.type !== EVENTS.play && e.type !== EVENTS.move) || e.cards[0] !== env.source) return null;
      const to = e.data?.to;
      if (typeof to !== "number") return null;
      return !given(args.where) || denotes(env, args.where, to) ? {} : null;
    },
  },
  "draw-step": {
    kind: "trigger",
    events: [EVENTS.drawStep],
    match: (_env, e) => (e.type === EVENTS.drawStep ? {} : null),
  },
};
