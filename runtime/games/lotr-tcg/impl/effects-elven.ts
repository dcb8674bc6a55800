/** Implementations of vocabulary/effects-elven.ts. */
import { num, players } from "../../../core/args.ts";
import { bind, implOf, type Env } from "../../../core/env.ts";
import { isCall, type PhraseCall } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { shuffle } from "../../../core/rng.ts";
import { cardsIn, type CardId } from "../../../core/state.ts";
import { ZONES } from "../state/game.ts";
import { REVEALED } from "./common.ts";

function payable(env: Env, c: unknown): c is PhraseCall {
  return isCall(c) && (implOf(env, c.op, "effect").canPay?.(env, c.args) ?? true);
}

export const elvenEffects: Implementations = {
  "cost-to-effect": {
    kind: "effect",
    run(env, args) {
      const cost = args.cost;
      if (!payable(env, cost) || !isCall(args.effect)) return;
      const impl = implOf(env, cost.op, "effect");
      if (impl.pay ? !impl.pay(env, cost.args) : (impl.run(env, cost.args), false)) return;
      implOf(env, args.effect.op, "effect").run(env, args.effect.args);
    },
  },
  "has-at-least-cards-in-hand": {
    kind: "condition",
    test: (env, args) => players(env, args.who).some((p) => cardsIn(env.state, p, ZONES.hand).length >= num(env, args.n)),
  },
  "look-at-random-from-hand": {
    kind: "effect",
    run(env, args) {
      const hands = players(env, "opponent").map((p) => cardsIn(env.state, p, ZONES.hand));
      const hand = hands.reduce((a, b) => (b.length > a.length ? b : a), [] as CardId[]);
      const cards = shuffle(env.state.rng, hand).slice(0, num(env, args.n, 1));
      log(env.state, { cards, seq: nextSeq(env.state), type: "look-at" });
      bind(env, REVEALED, { cards });
    },
  },
  // the other card never left the hand: discarding one of those seen is all there is to do
  "discard-one-replace-other": { kind: "effect", run: (env) => implOf(env, "discard-revealed", "effect").run(env, { n: 1 }) },
};
