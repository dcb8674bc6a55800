/** Implementations of the death triggers (vocabulary/triggers-kills.ts): `die` events during a skirmish. */
import type { Binding, Env } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations, TriggerImpl } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { lotr } from "../state/game.ts";

/** The characters in the current skirmish other than `id`, on the other side first. */
function others(env: Env, id: CardId): { opponents: CardId[]; all: CardId[] } {
  const s = lotr(env.state).skirmish;
  if (!s || s.cancelled) return { opponents: [], all: [] };
  const all = [...(s.companion ? [s.companion] : []), ...s.minions].filter((c) => c !== id);
  return { opponents: s.companion === id ? [...s.minions] : s.minions.includes(id) && s.companion ? [s.companion] : [], all };
}

const named = (arg: unknown, cards: CardId[]): Record<string, Binding> => (isFilter(arg) && arg.bind ? { [arg.bind]: { cards } } : {});

const kills: TriggerImpl = {
    kind: "trigger",
    events: ["die"],
    match(env, e, args) {
      const victim = e.cards[0];
      if (e.type !== "die" || !victim || !denotes(env, args.victim, victim)) return null;
      const killers = [...(e.source ? [e.source] : []), ...others(env, victim).opponents].filter((k) => denotes(env, args.killer, k));
      return killers.length ? { ...named(args.killer, killers.slice(0, 1)), ...named(args.victim, [victim]) } : null;
  },
};

export const killTriggers: Implementations = {
  kills,
  "killed-by": kills,
  "killed-in-skirmish-involving": {
    kind: "trigger",
    events: ["die"],
    match(env, e, args) {
      const victim = e.cards[0];
      if (e.type !== "die" || !victim || !denotes(env, args.victim, victim)) return null;
      return others(env, victim).all.some((o) => denotes(env, args.other, o)) ? named(args.victim, [victim]) : null;
    },
  },
};
