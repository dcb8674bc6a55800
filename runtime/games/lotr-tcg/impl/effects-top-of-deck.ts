/** Implementations of vocabulary/effects-top-of-deck.ts. The cards seen are bound as `revealed`. */
import { num } from "../../../core/args.ts";
import { bind, type Env } from "../../../core/env.ts";
import { refCards } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { cardsIn, type CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";
import { chosen, REVEALED } from "./common.ts";

function seeTop(env: Env, n: number, type: string): void {
  const cards = cardsIn(env.state, env.controller, ZONES.drawDeck).slice(0, Math.max(0, n));
  log(env.state, { player: env.controller, cards, seq: nextSeq(env.state), type });
  bind(env, REVEALED, { cards });
}

/** The cards seen that are still in the draw deck. */
const stillSeen = (env: Env): CardId[] => (refCards(env, REVEALED) ?? []).filter((id) => env.state.cards[id]?.zone === ZONES.drawDeck);

/** Keeps `keep` in hand and discards the other cards seen. */
function keepAndDiscard(env: Env, keep: CardId[]): void {
  for (const id of stillSeen(env)) {
    if (keep.includes(id)) act.takeIntoHand(env, id);
    else act.discard(env, id);
  }
}

/** The controller picks n of the cards seen. */
function pick(env: Env, n: number): CardId[] {
  const seen = stillSeen(env);
  if (seen.length <= n) return seen;
  const got = env.chooser.cards({ kind: "cards", player: env.controller, purpose: "take-into-hand", options: seen, min: n, max: n });
  const valid = got.filter((id) => seen.includes(id)).slice(0, n);
  return valid.length === n ? valid : seen.slice(0, n);
}

export const topOfDeckEffects: Implementations = {
  "reveal-top-cards": { kind: "effect", run: (env, args) => seeTop(env, num(env, args.n, 1), "reveal") },
  "look-at-top-cards": { kind: "effect", run: (env, args) => seeTop(env, num(env, args.n, 1), "look-at") },
  "take-revealed-discard-rest": {
    kind: "effect",
    run(env, args) {
      const seen = stillSeen(env);
      keepAndDiscard(env, chosen(env, args.target, "take-into-hand", undefined, (c) => seen.includes(c.id)));
    },
  },
  "take-some-discard-rest": { kind: "effect", run: (env, args) => keepAndDiscard(env, pick(env, num(env, args.n, 1))) },
  "take-one-discard-other": { kind: "effect", run: (env) => keepAndDiscard(env, pick(env, 1)) },
};
