/** Implementations of vocabulary/filters-placement.ts. */
import type { Implementations } from "../../../core/impl.ts";
import { num } from "../../../core/args.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import { targetsOf } from "./modifiers.ts";
import { NO_GAME_TEXT } from "./effects-return-to-master.ts";
import { lostKeywordProperty } from "../../../core/terms.ts";
import { chosen } from "./common.ts";
import { denotes, refCards } from "../../../core/filters.ts";
import { PLAYED_SITE } from "./effects-play-site.ts";
import { ZONES } from "../state/game.ts";
import { hostOfPlay } from "../state/play.ts";
import { wearing } from "./conditions.ts";

export const placementFilters: Implementations = {
  "is-bearing-filter": {
    kind: "filter",
    test(env, id, args) {
      const host = env.state.cards[id]?.attachedTo;
      return host != null && denotes(env, args.who, host);
    },
    related: (env, id) => ({ who: env.state.cards[id]?.attachedTo != null ? [env.state.cards[id]!.attachedTo!] : [] }),
  },
  "in-opponents-support-area": {
    kind: "filter",
    test: (env, id) => env.state.cards[id]!.zone === ZONES.support && env.state.cards[id]!.owner !== env.controller,
  },
  "wearing-the-one-ring-filter": { kind: "filter", test: (env, id) => wearing(env, id) },
  "played-on-filter": {
    kind: "filter",
    test(env, id, args) {
      const host = hostOfPlay(env.state, id);
      return host !== null && denotes(env, args.host, host);
    },
  },
};

export const shadowNumberChanges: Implementations = {
  "make-shadow-number": {
    kind: "effect",
    run(env, args) {
      addModifier(env, { property: "shadow-number", delta: num(env, args.amount), targets: targetsOf(env, args.target), duration: durationOf(env) });
    },
  },
};

export const keywordLoss: Implementations = {
  "prevent-keyword": {
    kind: "effect",
    run(env, args) {
      const cards = chosen(env, args.target, "lose-keyword");
      if (cards.length) addModifier(env, { property: lostKeywordProperty(String(args.keyword)), flag: true, targets: { cards }, duration: durationOf(env) });
    },
  },
};

export const gameTextSuppression: Implementations = {
  "game-text-does-not-apply-static": {
    kind: "modifier",
    effects: (env, args) => [{ property: NO_GAME_TEXT, flag: true, targets: targetsOf(env, args.target) }],
  },
};

export const playedSiteConditions: Implementations = {
  "you-play-site": {
    kind: "condition",
    test: (env, args) => (refCards(env, PLAYED_SITE) ?? []).some((id) => denotes(env, args.site, id)),
  },
};
