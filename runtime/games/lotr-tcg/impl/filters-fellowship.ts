/** Implementations of the fellowship qualifiers (vocabulary/filters-fellowship.ts). */
import type { Implementations } from "../../../core/impl.ts";
import { norm } from "../../../core/cards.ts";
import { defOf } from "../../../core/env.ts";
import { cardsInZones } from "../../../core/state.ts";
import { freePeoplesPlayer, ZONES } from "../state/game.ts";
import { cardType } from "../state/stats.ts";

export const fellowshipFilters: Implementations = {
  "in-the-fellowship": {
    kind: "filter",
    test(env, id) {
      const c = env.state.cards[id]!;
      return c.zone === ZONES.characters && c.owner === freePeoplesPlayer(env.state) && cardType(env, id) === "companion";
    },
  },
  "whose-race-unspotted": {
    kind: "filter",
    test(env, id) {
      const race = defOf(env, id).race;
      if (!race) return false;
      return !cardsInZones(env.state, [ZONES.characters]).some((o) => o !== id && norm(defOf(env, o).race ?? "") === norm(race));
    },
  },
};
