/** Implementations of vocabulary/skirmish-loss.ts. */
import { num, players } from "../../../core/args.ts";
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import { cardsIn, type CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";
import { opponentsInSkirmish } from "../state/stats.ts";
import { THAT_PLAYER } from "./common.ts";

export const skirmishLoss: Implementations = {
  "loses-skirmish-to": {
    kind: "trigger",
    events: ["skirmish-lost"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "skirmish-lost" || !id || !denotes(env, args.target, id)) return null;
      const winners = opponentsInSkirmish(env, id).filter((w) => denotes(env, args.winner, w));
      if (!winners.length) return null;
      const named = (arg: unknown, cards: CardId[]) => (isFilter(arg) && arg.bind ? { [arg.bind]: { cards } } : {});
      return { ...named(args.target, [id]), ...named(args.winner, winners), [THAT_PLAYER]: { players: [env.state.cards[id]!.owner] } };
    },
  },
  "player-discards-top-card-from": {
    kind: "effect",
    run(env, args) {
      for (const p of players(env, args.who)) for (const id of cardsIn(env.state, p, ZONES.drawDeck).slice(0, num(env, args.n, 1))) act.discard(env, id);
    },
  },
};
