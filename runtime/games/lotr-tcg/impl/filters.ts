/** Implementations of the LOTR `filter` phrases (qualifiers after a noun), as predicates on a card. */
import { num } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import { defOf } from "../../../core/env.ts";
import { denotes, refCards } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { attachedTo } from "../../../core/state.ts";
import { REVEALED, zoneWhere } from "./common.ts";
import { currentSite } from "./conditions.ts";

export const filters: Implementations = {
  "has-signet": { kind: "filter", test: (env, id, args) => norm(defOf(env, id).signet) === norm(args.signet), byDefinition: (def, args) => norm(def.signet) === norm(args.signet) },
  except: { kind: "filter", test: (env, id, args) => !denotes(env, args.other, id) },
  bearing: { kind: "filter", test: (env, id, args) => attachedTo(env.state, id).some((a) => denotes(env, args.item, a)) },
  "whose-home": { kind: "filter", test: (env, id, args) => num(env, defOf(env, id).home, -1) === num(env, args.n) },
  "you-spot": { kind: "filter", test: (env, id) => env.rules.inPlay(env.state, env.state.cards[id]!) },
  "you-can-spot": { kind: "filter", test: (env, id) => env.rules.inPlay(env.state, env.state.cards[id]!) },
  "at-site": {
    kind: "filter",
    test: (env, _id, args) => {
      const site = currentSite(env);
      return !!site && denotes(env, args.site, site);
    },
  },
  revealed: {
    kind: "filter",
    test: (env, id) => refCards(env, REVEALED)?.includes(id) ?? false,
    zone: () => true,
  },
  "in-zone": {
    kind: "filter",
    test: (env, id, args) => zoneWhere(env, args.zone)(env.state.cards[id]!),
    zone: () => true,
  },
};
