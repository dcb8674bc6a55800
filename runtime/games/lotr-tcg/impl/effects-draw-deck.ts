/** Implementations of vocabulary/effects-draw-deck.ts. Revealed cards are bound as `revealed`, discarded ones as `discarded in this way` sees them. */
import { num } from "../../../core/args.ts";
import { bind, type Env } from "../../../core/env.ts";
import { refCards } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { cardsIn, moveCard, otherPlayers, type CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";
import { REVEALED } from "./common.ts";
import { DISCARDED } from "./effects-discard-top-count.ts";


/** The revealed cards still on top of their draw deck, in deck order. */
function stillOnTop(env: Env): CardId[] {
  const seen = refCards(env, REVEALED) ?? [];
  const owner = seen.length ? env.state.cards[seen[0]!]!.owner : env.controller;
  return cardsIn(env.state, owner, ZONES.drawDeck).filter((id) => seen.includes(id));
}

export const drawDeckEffects: Implementations = {
  "reveal-top-of-any-deck": {
    kind: "effect",
    run(env, args) {
      // opponents first: the usual reason to look is to strip a Shadow card
      const players = [...otherPlayers(env.state, env.controller), env.controller];
      const k = env.chooser.option({ kind: "option", player: env.controller, purpose: "whose-draw-deck", options: players });
      const whose = players[k] ?? players[0]!;
      const cards = cardsIn(env.state, whose, ZONES.drawDeck).slice(0, Math.max(0, num(env, args.n, 1)));
      log(env.state, { player: whose, cards, seq: nextSeq(env.state), type: "reveal" });
      bind(env, REVEALED, { cards });
    },
  },
  "return-rest-any-order": {
    kind: "effect",
    run(env) {
      const rest = stillOnTop(env);
      if (rest.length < 2) return;
      const got = env.chooser.cards({ kind: "cards", player: env.controller, purpose: "order-top-of-deck", options: rest, min: rest.length, max: rest.length, ordered: true });
      const order = got.length === rest.length && new Set(got).size === rest.length ? got : rest;
      for (const id of [...order].reverse()) moveCard(env.state, id, ZONES.drawDeck, { top: true });
      log(env.state, { player: env.state.cards[rest[0]!]!.owner, cards: order, seq: nextSeq(env.state), type: "reorder" });
    },
  },
  "discard-top-until-stop": {
    kind: "effect",
    run(env, args) {
      const limit = num(env, args.n, 1);
      const discarded: CardId[] = [];
      while (discarded.length < limit) {
        const top = cardsIn(env.state, env.controller, ZONES.drawDeck)[0];
        if (!top || !env.chooser.yesNo({ kind: "yes-no", player: env.controller, purpose: "discard-top-card" })) break;
        act.discard(env, top);
        discarded.push(top);
      }
      bind(env, DISCARDED, { cards: discarded });
    },
  },
  "take-last-discarded": {
    kind: "effect",
    run(env) {
      const last = (refCards(env, DISCARDED) ?? []).at(-1);
      if (last && env.state.cards[last]!.zone === ZONES.discard) act.takeIntoHand(env, last);
    },
  },
};
