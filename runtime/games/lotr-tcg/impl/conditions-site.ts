/** Implementations of vocabulary/conditions-site.ts. */
import { norm } from "../../../core/cards.ts";
import type { Env } from "../../../core/env.ts";
import { cardOptions } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { IRArgs } from "../../../core/handlers.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { lotr } from "../state/game.ts";
import { currentSite } from "./conditions.ts";
import { targetsOf } from "./modifiers.ts";

/** Every character named is in play, and the fellowship's site has the keyword. */
function atKeyword(env: Env, args: IRArgs): boolean {
  const who = cardOptions(env, args.who)?.options ?? [];
  const site = currentSite(env);
  return who.length > 0 && who.every((id) => env.rules.inPlay(env.state, env.state.cards[id]!)) && !!site && hasKeyword(env, site, norm(args.keyword));
}

export const siteConditions: Implementations = {
  "is-at-keyword-site": { kind: "condition", test: atKeyword },
  "is-at-keyword": { kind: "condition", test: atKeyword },
  "cannot-heal": { kind: "modifier", effects: (env, args) => [{ property: "cannot-heal", flag: true, targets: targetsOf(env, args.target) }] },
  "assigned-unresolved": {
    kind: "condition",
    test(env, args) {
      const ext = lotr(env.state);
      const s = ext.skirmish;
      return (cardOptions(env, args.who)?.options ?? []).some((id) => (ext.assignments[id]?.length ?? 0) > 0 || (!!s && !s.cancelled && s.winner === null && s.companion === id));
    },
  },
};
