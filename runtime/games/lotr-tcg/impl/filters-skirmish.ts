/** Implementations of the skirmish and bearer qualifiers (vocabulary/filters-skirmish.ts). */
import { cardOptions, denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { attachedTo } from "../../../core/state.ts";
import { freePeoplesPlayer, ZONES } from "../state/game.ts";
import { opponentsInSkirmish } from "../state/stats.ts";

export const skirmishFilters: Implementations = {
  "skirmishing-filter": {
    kind: "filter",
    test: (env, id, args) => opponentsInSkirmish(env, id).some((o) => denotes(env, args.enemy, o)),
  },
  "is-skirmishing-filter": {
    kind: "filter",
    test: (env, id, args) => (cardOptions(env, args.who)?.options ?? []).some((w) => opponentsInSkirmish(env, w).includes(id)),
  },
  "borne-by-opponent": {
    kind: "filter",
    test(env, id, args) {
      const host = env.state.cards[id]?.attachedTo;
      return !!host && (cardOptions(env, args.who)?.options ?? []).some((w) => opponentsInSkirmish(env, w).includes(host));
    },
  },
  "who-bears": {
    kind: "filter",
    test: (env, id, args) => attachedTo(env.state, id).some((a) => denotes(env, args.item, a)),
  },
  "in-dead-pile": {
    kind: "filter",
    test: (env, id) => env.state.cards[id]!.zone === ZONES.deadPile && env.state.cards[id]!.owner === freePeoplesPlayer(env.state),
    zone: () => true,
  },
};
