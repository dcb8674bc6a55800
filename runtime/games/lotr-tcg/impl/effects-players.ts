/** Implementations of vocabulary/effects-players.ts: a player's draw deck and hand. */
import { num, players } from "../../../core/args.ts";
import { bind, type Env } from "../../../core/env.ts";
import { candidates } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter } from "../../../core/ir.ts";
import { cardsIn } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";
import { skipNextShadowPhase } from "../state/skipped-phases.ts";
import { THAT_PLAYER } from "./common.ts";

export const playerEffects: Implementations = {
  "discard-top-of-draw-deck": {
    kind: "effect",
    run(env, args) {
      const count = topCount(env, args);
      for (const p of players(env, args.who)) for (const id of cardsIn(env.state, p, ZONES.drawDeck).slice(0, count)) act.discard(env, id);
    },
    canPay: (env, args) => players(env, args.who).every((p) => cardsIn(env.state, p, ZONES.drawDeck).length >= topCount(env, args)),
  },
  "player-draws": {
    kind: "effect",
    run(env, args) {
      const who = players(env, args.who);
      for (const p of who) act.draw(env, p, num(env, args.n, 1));
      bind(env, THAT_PLAYER, { players: who });
    },
  },
  "skip-next-shadow-phase": {
    kind: "effect",
    run(env, args) {
      for (const p of players(env, args.who)) skipNextShadowPhase(env, p);
    },
  },
  "discard-hand": {
    kind: "effect",
    run(env, args) {
      for (const p of players(env, args.who)) for (const id of [...cardsIn(env.state, p, ZONES.hand)]) act.discard(env, id);
    },
  },
};

/** How many cards from the top: n, times the cards counted by `for each`. */
function topCount(env: Env, args: Record<string, unknown>): number {
  return num(env, args.n, 1) * (isFilter(args.per) ? candidates(env, args.per).length : 1);
}
