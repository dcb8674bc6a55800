/** Implementations of vocabulary/skirmish-loss.ts. */
import type { Env } from "../../../core/env.ts";
import type { GameEvent } from "../../../core/events.ts";
import { denotes } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { lotr } from "../state/game.ts";
import { opponentsInSkirmish } from "../state/stats.ts";
import { THAT_PLAYER } from "./common.ts";

/**
 * "Each time a player's minion loses a skirmish …" answers once per player per skirmish, however many of that
 * player's minions lose it (Decipher's Comprehensive Rules): the engine raises one `skirmish-lost` event per loser, and
 * the first that matches takes the player's place for this source's phrase. The claim names that event, because a
 * trigger is matched again before it resolves. Outside a skirmish (nothing to count by) every event answers.
 */
export function oncePerPlayerPerSkirmish(env: Env, e: GameEvent, phrase: string, player: string): boolean {
  const s = lotr(env.state).skirmish;
  if (!s || env.source === null) return true;
  const key = `${env.source}:${phrase}:${player}`;
  const claimed = s.answered?.[key];
  if (claimed !== undefined) return claimed === e.id;
  s.answered = { ...s.answered, [key]: e.id };
  return true;
}

export const skirmishLoss: Implementations = {
  "loses-skirmish-to": {
    kind: "trigger",
    events: ["skirmish-lost"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "skirmish-lost" || !id || !denotes(env, args.target, id)) return null;
      const winners = opponentsInSkirmish(env, id).filter((w) => denotes(env, args.winner, w));
      if (!winners.length) return null;
      const owner = env.state.cards[id]!.owner;
      if (!oncePerPlayerPerSkirmish(env, e, "loses-skirmish-to", owner)) return null;
      const named = (arg: unknown, cards: CardId[]) => (isFilter(arg) && arg.bind ? { [arg.bind]: { cards } } : {});
      return { ...named(args.target, [id]), ...named(args.winner, winners), [THAT_PLAYER]: { players: [owner] } };
    },
  },
};
