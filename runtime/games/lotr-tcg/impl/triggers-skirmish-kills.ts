/** Implementations of vocabulary/triggers-skirmish-kills.ts: `die` events of a character in a skirmish. */
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { lotr } from "../state/game.ts";

export const skirmishKillTriggers: Implementations = {
  "kills-in-skirmish": {
    kind: "trigger",
    events: ["die"],
    match(env, e, args) {
      const victim = e.cards[0];
      const s = lotr(env.state).skirmish;
      if (e.type !== "die" || !victim || !s || s.cancelled || !denotes(env, args.victim, victim)) return null;
      const opponents = s.companion === victim ? s.minions : s.minions.includes(victim) && s.companion ? [s.companion] : [];
      const killer = opponents.find((k) => denotes(env, args.killer, k));
      if (!killer) return null;
      const named = (arg: unknown, id: CardId) => (isFilter(arg) && arg.bind ? { [arg.bind]: { cards: [id] } } : {});
      return { ...named(args.killer, killer), ...named(args.victim, victim) };
    },
  },
};
