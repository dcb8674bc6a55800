/** Implementations of vocabulary/effects-transfer.ts (the engine reads borne-in-addition: engine/moves.ts itemHosts). */
import { num } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import { defOf, type Env } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { AbilityIR, PhraseCall } from "../../../core/ir.ts";
import { cardsOn, type CardId } from "../../../core/state.ts";
import { ZONES } from "../state/game.ts";
import { chosen } from "./common.ts";
import { transfer } from "./transfer.ts";

const FROM: string[] = [ZONES.support, ZONES.discard];

export const transferPhrases: Implementations = {
  "transfer-from-support-or-discard": {
    kind: "effect",
    run(env, args) {
      const mine = (c: { owner: string; zone: string }) => c.owner === env.controller && FROM.includes(c.zone);
      const [item] = chosen(env, args.item, "transfer", undefined, mine);
      if (!item) return;
      const [target] = chosen(env, args.target, "bearer");
      if (target) transfer(env, item, target);
    },
  },
  "borne-in-addition": {
    kind: "placement",
    allows(env, bearer, args) {
      if (bearer === null || !env.source) return true;
      const cls = norm(args.class);
      // a loop, not a filter: a closure would cost a context on every ask (each host, each time actions are listed)
      let others = 0;
      for (const a of cardsOn(env.state, bearer)) if (a !== env.source && norm(defOf(env, a).itemClass ?? "") === cls) others++;
      return others <= num(env, args.n, 1);
    },
  },
};

/** Does this item's card say it may be borne in addition to others of its class? */
export function borneInAddition(env: Env, id: CardId): boolean {
  return ((defOf(env, id).abilities ?? []) as AbilityIR[]).some((a) => a.kind === "placement" && (a.rule as PhraseCall | undefined)?.op === "borne-in-addition");
}
