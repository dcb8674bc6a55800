/** Implementations of vocabulary/game-text.ts: sites by number, and having another card's game text. */
import { num } from "../../../core/args.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { GAME_TEXT } from "../../../core/statics.ts";
import { ZONES } from "../state/game.ts";
import { chosen } from "./common.ts";
import { replaceSite } from "./effects-site-replacement.ts";
import { targetsOf } from "./modifiers.ts";

export const gameTextPhrases: Implementations = {
  // a site is in play on the adventure path, wherever the fellowship is
  "site-number": {
    kind: "filter",
    test: (env, id, args) => {
      const c = env.state.cards[id]!;
      const def = env.defs[c.def];
      return c.zone === ZONES.adventurePath && def?.type === "site" && num(env, def.site, -1) === num(env, args.n);
    },
    zone: () => true,
  },
  "has-game-text-of": {
    kind: "modifier",
    effects: (env, args) => [{ property: GAME_TEXT, flag: true, targets: targetsOf(env, args.target), data: { text: args.site } }],
  },
  "replace-with-your-site-number": {
    kind: "effect",
    run(env, args) {
      const n = num(env, args.n);
      const onPath = (c: CardId) => env.state.cards[c]!.zone === ZONES.adventurePath && num(env, env.defs[env.state.cards[c]!.def]?.site, -1) === n;
      for (const id of chosen(env, args.target, "replace-site", onPath)) replaceSite(env, id);
    },
  },
};
