/** Implementations of vocabulary/effects-reveal.ts. The cards revealed are bound as `revealed`. */
import { num, players } from "../../../core/args.ts";
import { bind } from "../../../core/env.ts";
import { isFilter } from "../../../core/ir.ts";
import { matches, refCards } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { shuffle } from "../../../core/rng.ts";
import { cardsIn, type CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";
import { mayLookAtHand } from "../state/hands.ts";
import { REVEALED } from "./common.ts";

export const revealEffects: Implementations = {
  "reveal-until-not": {
    kind: "effect",
    run(env, args) {
      const cards: CardId[] = [];
      for (const id of cardsIn(env.state, env.controller, ZONES.drawDeck)) {
        cards.push(id);
        if (!isFilter(args.target) || !matches(env, id, args.target)) break;
      }
      log(env.state, { player: env.controller, cards, seq: nextSeq(env.state), type: "reveal" });
      bind(env, REVEALED, { cards });
    },
  },
  "take-revealed-into-hand": {
    kind: "effect",
    run(env) {
      for (const id of refCards(env, REVEALED) ?? []) if (env.state.cards[id]?.zone === ZONES.drawDeck) act.takeIntoHand(env, id);
    },
  },
  "make-reveal-at-random": {
    kind: "effect",
    run(env, args) {
      const shown = players(env, args.who).filter((p) => mayLookAtHand(env, p));
      const cards = shown.flatMap((p) => shuffle(env.state.rng, cardsIn(env.state, p, ZONES.hand)).slice(0, num(env, args.n, 1)));
      log(env.state, { cards, seq: nextSeq(env.state), type: "reveal" });
      bind(env, REVEALED, { cards });
    },
  },
  "discard-revealed": {
    kind: "effect",
    run(env, args) {
      const n = num(env, args.n, 1);
      const left = (refCards(env, REVEALED) ?? []).filter((id) => [ZONES.hand, ZONES.drawDeck].some((z) => z === env.state.cards[id]?.zone));
      const picked = left.length <= n ? left : env.chooser.cards({ kind: "cards", player: env.controller, purpose: "discard", options: left, min: n, max: n });
      for (const id of picked.filter((id) => left.includes(id)).slice(0, n)) act.discard(env, id);
    },
  },
};
