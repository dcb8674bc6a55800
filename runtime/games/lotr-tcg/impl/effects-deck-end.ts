/** Implementations of vocabulary/effects-deck-end.ts: the card revealed is bound as `card` (`it`). */
import { bind, type Env } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { cardsIn, type CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";
import { chosen, REVEALED } from "./common.ts";

/** The binding name a phrase declaring `binds: "card"` gets (the first card bound in its ability). */
const CARD = "card";

function reveal(env: Env, end: "top" | "bottom"): void {
  const deck = cardsIn(env.state, env.controller, ZONES.drawDeck);
  const cards = deck.length ? [end === "top" ? deck[0]! : deck[deck.length - 1]!] : [];
  log(env.state, { player: env.controller, cards, seq: nextSeq(env.state), type: "reveal" });
  bind(env, CARD, { cards });
  bind(env, REVEALED, { cards });
}

/** Your cards an argument names, wherever they are (a revealed card is still in the draw deck). */
const yours = (env: Env, arg: unknown, purpose: string): CardId[] => chosen(env, arg, purpose, undefined, (c) => c.owner === env.controller);

export const deckEndEffects: Implementations = {
  "reveal-top-card": { kind: "effect", run: (env) => reveal(env, "top") },
  "reveal-bottom-card": { kind: "effect", run: (env) => reveal(env, "bottom") },
  "discard-it-and-another-from-hand": {
    kind: "effect",
    run(env, args) {
      const first = yours(env, args.target, "discard");
      for (const id of first) act.discard(env, id);
      const hand = cardsIn(env.state, env.controller, ZONES.hand);
      if (!hand.length) return;
      const [picked] = env.chooser.cards({ kind: "cards", player: env.controller, purpose: "discard", options: hand, min: 1, max: 1 }).filter((id) => hand.includes(id));
      act.discard(env, picked ?? hand[0]!);
    },
  },
};
