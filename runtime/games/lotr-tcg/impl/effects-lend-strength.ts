/** Implementations of vocabulary/effects-lend-strength.ts. */
import { num } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import { cardOptions } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import * as act from "../state/actions.ts";
import { lotr } from "../state/game.ts";
import { canExert, strength } from "../state/stats.ts";
import { cardAction, chosen } from "./common.ts";

export const lendStrengthPhrases: Implementations = {
  "not-assigned": {
    kind: "condition",
    test(env, args) {
      const ext = lotr(env.state);
      const s = ext.skirmish;
      const inSkirmish = (id: CardId) => !!s && !s.cancelled && (s.companion === id || s.minions.includes(id));
      return (cardOptions(env, args.who)?.options ?? []).some((id) => (ext.assignments[id]?.length ?? 0) === 0 && !inSkirmish(id));
    },
  },
  "exert-twice": cardAction("target", (env, id) => canExert(env, id, 2), (env, id) => act.exert(env, id) && act.exert(env, id)),
  "keyword-and-wound-limit": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "keyword-and-wound-limit");
      if (!ids.length) return;
      const duration = durationOf(env);
      addModifier(env, { property: `keyword:${norm(args.keyword)}`, delta: num(env, args.amount, 1), targets: { cards: ids }, duration });
      addModifier(env, { property: "wound-limit", delta: num(env, args.n, 1), targets: { cards: ids }, duration });
    },
  },
  "add-strength-to": {
    kind: "effect",
    run(env, args) {
      const lender = chosen(env, args.who, "add-strength-to")[0];
      if (!lender) return;
      const amount = strength(env, lender);
      const ids = chosen(env, args.target, "add-strength-to", (id) => id !== lender);
      if (ids.length) addModifier(env, { property: "strength", delta: amount, targets: { cards: ids }, duration: durationOf(env) });
    },
  },
};
