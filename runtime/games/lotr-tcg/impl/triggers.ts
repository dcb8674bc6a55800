/** Implementations of the LOTR `trigger` phrases: each matches a game event and binds what it names. */
import type { Binding, Env } from "../../../core/env.ts";
import { candidates, denotes } from "../../../core/filters.ts";
import type { GameEvent } from "../../../core/events.ts";
import { isFilter } from "../../../core/ir.ts";
import type { Implementations, TriggerImpl } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { freePeoplesPlayer } from "../state/game.ts";
import { opponentsInSkirmish } from "../state/stats.ts";
import { players } from "../../../core/args.ts";
import { THAT_PLAYER } from "./common.ts";

/** Binds the event's cards under the noun phrase's name (`if a Nazgûl is …` → `that Nazgûl`). */
function named(arg: unknown, cards: CardId[]): Record<string, Binding> {
  return isFilter(arg) && arg.bind ? { [arg.bind]: { cards } } : {};
}

/** A trigger on events of `type` whose first card fits the `param` noun phrase. */
function onCard(type: string, param: string, extra?: (env: Env, e: GameEvent, args: Record<string, unknown>) => boolean, before = false): TriggerImpl {
  return {
    kind: "trigger",
    before,
    events: [type],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== type || !id || !denotes(env, args[param], id)) return null;
      if (extra && !extra(env, e, args)) return null;
      return named(args[param], e.cards);
    },
  };
}

export const triggers: Implementations = {
  "about-to-take-wound": {
    kind: "trigger",
    before: true,
    events: ["wound"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "wound" || !id || !denotes(env, args.target, id)) return null;
      if (args.scope && e.phase !== "skirmish") return null;
      return { ...named(args.target, e.cards), wound: { event: e.id } };
    },
  },
  dies: onCard("die", "target"),
  "start-of-your-turn": {
    kind: "trigger",
    events: ["start-of-turn"],
    match: (env, e) => (e.type === "start-of-turn" && freePeoplesPlayer(env.state) === env.controller ? {} : null),
  },
  "wins-skirmish": onCard("skirmish-won", "target"),
  "wins-skirmish-against": {
    kind: "trigger",
    events: ["skirmish-won"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "skirmish-won" || !id || !denotes(env, args.target, id)) return null;
      const losers = opponentsInSkirmish(env, id).filter((o) => denotes(env, args.enemy, o));
      return losers.length ? { ...named(args.target, [id]), ...named(args.enemy, losers) } : null;
    },
  },
  "loses-skirmish": onCard("skirmish-lost", "target"),
  "player-plays": {
    kind: "trigger",
    events: ["play"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "play" || !id || !e.player || !players(env, args.who).includes(e.player) || !denotes(env, args.target, id)) return null;
      return { ...named(args.target, e.cards), [THAT_PLAYER]: { players: [e.player] } };
    },
  },
  "is-played": onCard("play", "target", undefined, true),
  "fellowship-moves": { kind: "trigger", events: ["move"], match: (_env, e) => (e.type === "move" ? {} : null) },
  "you-play": onCard("play", "target", (env, e) => e.player === env.controller),
  "fellowship-moves-to": onCard("move-to", "site", (env, _e, args) => !args.absent || !isFilter(args.absent) || candidates(env, args.absent).length === 0),
  "fellowship-moves-from": onCard("move-from", "site"),
};
