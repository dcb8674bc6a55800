/** Implementations of vocabulary/effects-stacking.ts. */
import type { Env } from "../../../core/env.ts";
import type { Where } from "../../../core/filters.ts";
import type { IRArgs } from "../../../core/handlers.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { addTokens, attachedTo, moveCard, STACKED, tokens, type CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { CANNOT_REMOVE_BURDENS, ZONES } from "../state/game.ts";
import { canPlay, playCard } from "../state/play.ts";
import { chosen, anyCard, enough, zoneWhere } from "./common.ts";
import { targetsOf } from "./modifiers.ts";
import { transfer } from "./transfer.ts";

/** Stacks a card on a host: what it bears is discarded (answered once it is stacked), its tokens go. */
function stack(env: Env, id: CardId, host: CardId): boolean {
  const c = env.state.cards[id];
  if (!c || id === host || (c.zone === STACKED && c.attachedTo === host)) return false;
  act.leavePlay(env, id, () => {
    moveCard(env.state, id, STACKED, { attachedTo: host });
    log(env.state, { card: id, on: host, seq: nextSeq(env.state), type: "stack" });
  });
  return true;
}

const from = (env: Env, args: IRArgs): Where | undefined => (args.zone ? zoneWhere(env, args.zone) : undefined);

/** Stacks the chosen cards on the chosen host; true when at least one was stacked and none failed. */
function stackChosen(env: Env, args: IRArgs): boolean {
  const [host] = chosen(env, args.host, "host");
  if (!host) return false;
  const ids = chosen(env, args.target, "stack", undefined, from(env, args));
  return ids.length > 0 && ids.map((id) => stack(env, id, host)).every(Boolean);
}

export const stackingPhrases: Implementations = {
  "stack-on": {
    kind: "effect",
    run(env, args) {
      stackChosen(env, args);
    },
    canPay: (env, args) => enough(env, args.target, anyCard, from(env, args)),
    pay: (env, args) => stackChosen(env, args),
  },
  "discard-cards-and-wounds-on": {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "effect")) {
        for (const a of attachedTo(env.state, id)) act.discard(env, a);
        const w = tokens(env.state, id, "wound");
        if (w) addTokens(env.state, id, "wound", -w);
      }
    },
  },
  "stacked-here": {
    kind: "filter",
    test: (env, id) => {
      const c = env.state.cards[id]!;
      return c.zone === STACKED && !!env.source && c.attachedTo === env.source;
    },
    zone: () => true,
  },
  "play-as-if-from-hand": {
    kind: "effect",
    run(env, args) {
      const [id] = chosen(env, args.target, "play", (c) => canPlay(env, c));
      if (id) playCard(env, id);
    },
    needs: (env, args) => enough(env, args.target, (e, c) => canPlay(e, c)),
  },
  "transfer-from-support": {
    kind: "effect",
    run(env, args) {
      const [item] = chosen(env, args.item, "transfer", (id) => env.state.cards[id]!.zone === ZONES.support && env.state.cards[id]!.owner === env.controller, () => true);
      if (!item) return;
      const [target] = chosen(env, args.target, "bearer");
      if (target) transfer(env, item, target);
    },
  },
  "not-removed-from": {
    kind: "modifier",
    effects: (env, args) => [
      { property: "cannot-heal", flag: true, targets: targetsOf(env, args.target) },
      { property: CANNOT_REMOVE_BURDENS, flag: true, targets: targetsOf(env, args.target) },
    ],
  },
};
