/** Implementations of vocabulary/effects-may-heal.ts. */
import { log, nextSeq } from "../../../core/log.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { wounds } from "../state/stats.ts";
import { chosen } from "./common.ts";

export const mayHealEffects: Implementations = {
  "each-may-heal": {
    kind: "effect",
    run(env, args) {
      const wounded = chosen(env, args.target, "may-heal", (c) => wounds(env, c) > 0);
      const byOwner = new Map<string, CardId[]>();
      for (const id of wounded) {
        const owner = env.state.cards[id]!.owner;
        byOwner.set(owner, [...(byOwner.get(owner) ?? []), id]);
      }
      // each owner picks which of his or her characters heal: any of them, or none
      for (const [player, options] of byOwner) {
        const picked = env.chooser.cards({ kind: "cards", player, purpose: "may-heal", source: env.source, options, min: 0, max: options.length }).filter((id) => options.includes(id));
        log(env.state, { player, purpose: "may-heal", cards: picked, seq: nextSeq(env.state), type: "choice" });
        for (const id of picked) act.heal(env, id);
      }
    },
  },
};
