/** Implementations of vocabulary/modifiers-prohibitions.ts (the engine reads `cannot-be-played` and `skip-phase:<phase>`). */
import { norm } from "../../../core/cards.ts";
import { candidates, denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter } from "../../../core/ir.ts";
import { ASSIGN_PROHIBITED } from "../state/assignment.ts";
import { HAND_HIDDEN } from "../state/hands.ts";
import { CANNOT_BE_PLAYED } from "../state/play.ts";
import { DISCARD_PROTECTED } from "../state/game.ts";
import { exertedOnlyBy, NO_SKIRMISH_PHASES, SKIP_ARCHERY, WOUNDS_FORBIDDEN } from "../state/game.ts";
import { currentSite } from "./conditions.ts";
import { targetsOf } from "./modifiers.ts";

export const prohibitionPhrases: Implementations = {
  "cannot-be-played": {
    kind: "modifier",
    effects: (env, args) => [{ property: CANNOT_BE_PLAYED, flag: true, targets: targetsOf(env, args.target) }],
  },
  "opponent-may-not-discard": {
    kind: "modifier",
    effects: (env, args) => [{ property: DISCARD_PROTECTED, flag: true, targets: targetsOf(env, args.target) }],
  },
  "may-not-assign": {
    kind: "modifier",
    effects: (env, args) => [{ property: ASSIGN_PROHIBITED, flag: true, targets: targetsOf(env, args.minion), data: { who: args.who, character: args.target } }],
  },
  "hand-hidden": {
    kind: "modifier",
    effects: (_env, args) => [{ property: HAND_HIDDEN, flag: true, targets: { global: true }, data: { viewer: args.viewer, owner: args.owner ?? undefined } }],
  },
  "exerted-only-by": {
    kind: "modifier",
    effects: (env, args) => [{ property: exertedOnlyBy(norm(args.side)), flag: true, targets: targetsOf(env, args.target) }],
  },
  "may-not-take-wounds": {
    kind: "modifier",
    effects: (env, args) => [{ property: WOUNDS_FORBIDDEN, flag: true, targets: targetsOf(env, args.target), data: args.phase ? { exceptDuring: norm(args.phase) } : undefined }],
  },
  "skip-archery-phase": {
    kind: "modifier",
    effects: () => [{ property: SKIP_ARCHERY, flag: true, targets: { global: true } }],
  },
  "no-skirmish-phases-at": {
    kind: "modifier",
    effects: (env, args) => [{ property: NO_SKIRMISH_PHASES, flag: true, targets: targetsOf(env, args.site) }],
  },
  "only-in-fellowship": {
    kind: "condition",
    test(env, args) {
      const fellowship = candidates(env, { filter: { quantifier: "every", terms: [{ op: "type", args: { type: "companion" } }] } });
      return fellowship.length > 0 && fellowship.every((id) => denotes(env, args.target, id));
    },
  },
  "fellowship-at": {
    kind: "condition",
    test: (env, args) => {
      const site = currentSite(env);
      return !!site && denotes(env, args.site, site);
    },
  },
  "first-played-twilight-cost-each-turn": {
    kind: "modifier",
    // `played to <site>`: only while the fellowship is there (the `at-site` filter term, asked each time)
    effects: (env, args) => {
      const t = args.target;
      const here = isFilter(t) ? { ...t, filter: { ...t.filter, terms: [...t.filter.terms, { op: "at-site", args: { site: args.site } }] } } : t;
      return [{ property: "twilight-cost", amount: args.amount, targets: targetsOf(env, here), data: { firstPlayedEach: "turn" } }];
    },
  },
  "roaming-penalty-at-site": {
    kind: "modifier",
    // `… you play to <site>`: only the controller's own minions, only while the fellowship is there
    effects: (env, args) => {
      const t = args.target;
      const here = isFilter(t)
        ? { ...t, filter: { ...t.filter, terms: [...t.filter.terms, { op: "controller", args: { player: "you" } }, { op: "at-site", args: { site: args.site } }] } }
        : t;
      return [{ property: "roaming-penalty", amount: args.amount, targets: targetsOf(env, here) }];
    },
  },
  "archery-total-limited": {
    kind: "modifier",
    effects: (_env, args) => [{ property: `archery-total:${norm(args.side)}`, amount: { value: args.amount, limit: args.limit }, targets: { global: true } }],
  },
};
