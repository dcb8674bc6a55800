/** The LOTR TCG for the engine: phrase implementations plus the game rules the core asks about. */
import { norm } from "../../../core/cards.ts";
import { defOf, type Env } from "../../../core/env.ts";
import { matches } from "../../../core/filters.ts";
import type { GameRules, Implementations } from "../../../core/impl.ts";
import type { Duration } from "../../../core/modifiers.ts";
import { freePeoplesPlayer, inPlay, lotr, PLAY_ZONES, shadowPlayers } from "../state/game.ts";
import { playedThisPhase } from "../state/phases.ts";
import { isRoaming, ringBearer } from "../state/stats.ts";
import { builtinTerms } from "../../../core/terms.ts";
import { lotrTcg } from "../vocabulary/index.ts";
import { conditions } from "./conditions.ts";
import { costs } from "./costs.ts";
import { effects } from "./effects.ts";
import { filters } from "./filters.ts";
import { modifiers } from "./modifiers.ts";
import { placements } from "./placements.ts";
import { triggers } from "./triggers.ts";
import { THAT_PLAYER } from "./common.ts";
import { otherPlayers } from "../../../core/state.ts";
import { values } from "./values.ts";

/** Every LOTR phrase implementation, keyed by vocabulary phrase id. */
export const implementations: Implementations = {
  ...effects,
  ...costs,
  ...triggers,
  ...conditions,
  ...modifiers,
  ...filters,
  ...values,
  ...placements,
};

const WEAPONS = ["hand-weapon", "ranged-weapon"];

function defaultDuration(env: Env): Duration {
  return env.state.phase === "skirmish" && lotr(env.state).skirmish ? { kind: "end-of-skirmish" } : { kind: "end-of-phase" };
}

export const lotrRules: GameRules = {
  game: lotrTcg.game,
  implementations,
  inPlay,
  playZones: PLAY_ZONES,
  nouns: Object.fromEntries(Object.entries(lotrTcg.nouns).map(([k, v]) => [k, v.types])),
  refs: {
    bearer: (env) => {
      const host = env.source ? env.state.cards[env.source]?.attachedTo : null;
      return host ? [host] : [];
    },
    "ring-bearer": (env) => {
      const rb = ringBearer(env);
      return rb ? [rb] : [];
    },
  },
  players: {
    "free-peoples-player": (env) => [freePeoplesPlayer(env.state)],
    "shadow-player": (env) => shadowPlayers(env.state).slice(0, 1),
    "each-shadow-player": (env) => shadowPlayers(env.state),
    "that-player": (env) => {
      const b = env.bindings[THAT_PLAYER];
      return b && "players" in b ? b.players : otherPlayers(env.state, env.controller);
    },
  },
  terms: {
    // `roaming` is not printed: it follows from the minion's site number and the fellowship's site.
    keyword: {
      kind: "filter",
      test: (env, id, args) => (norm(args.keyword) === "roaming" ? isRoaming(env, id) : builtinTerms.keyword!.test(env, id, args)),
    },
    // `weapon` is not a printed item class: it means a hand weapon or a ranged weapon.
    "item-class": {
      kind: "filter",
      test(env, id, args) {
        const mine = norm(defOf(env, id).itemClass);
        const want = norm(args.itemClass);
        return want === "weapon" ? WEAPONS.includes(mine) : mine === want;
      },
    },
  },
  defaultDuration,
  modifierApplies(env, rec, card) {
    const phase = rec.data?.firstPlayedEach;
    if (phase === undefined) return true;
    if (env.state.phase !== phase || card === null || !("filter" in rec.targets)) return false;
    const f = rec.targets.filter;
    return !playedThisPhase(env).some((c) => c !== card && matches(env, c, f));
  },
};
