/**
 * The LOTR TCG as a `SearchGame` (runtime/agents/search/game.ts): every search agent there can play it.
 *
 * - `view` is state/view.ts's without the log (the searches read none); a view of the same player is taken as it is.
 * - `determinize` deals the view's hidden cards again (deal.ts); when a deal fails, the last one of that view is used
 *   (`dealable` tells the agents first whether a view deals at all: they do not search one that does not).
 * - `apply` is the engine's (pure); `rollout` plays random legal actions to the end on the live path (one copy, no
 *   unit run twice), or, with `maxRolloutSteps`, the searches' own rollout cuts them there.
 * - `reward`: 1 a win, 0 a loss, ½ a draw; a cut rollout is scored by how far each fellowship got and how close
 *   each Ring-bearer is to corruption.
 */
import type { SearchGame } from "../../../agents/search/game.ts";
import { nextInt, type RngState } from "../../../core/rng.ts";
import type { GameState } from "../../../core/state.ts";
import { actorOf, apply, engineOf, envFor, isOver, legalActions, playLive, winner, type Action } from "../engine/engine.ts";
import { lotr } from "../state/game.ts";
import { burdensOn, resistance } from "../state/stats.ts";
import { knownOf, view } from "../state/view.ts";
import { deal } from "./deal.ts";
import { keyOf, keysFor } from "./keys.ts";

export interface LotrSearchOptions {
  /**
   * Cut rollouts: the searches' own rollout (`apply` a step) stops after this many actions (give the search the same
   * `maxRolloutSteps`) and scores the state reached. Default: the live rollout, to the end.
   */
  maxRolloutSteps?: number;
}

// the legal actions of a state, keyed (a search asks a state's actions more than once)
const actionsOf = new WeakMap<GameState, Action[]>();

function actions(s: GameState): Action[] {
  let out = actionsOf.get(s);
  if (!out) {
    actionsOf.set(s, (out = legalActions(s)));
    keysFor(s, out);
  }
  return out;
}

// the last state dealt from each view: a later deal of it that fails (a unit run again otherwise) searches on from it
const lastDealt = new WeakMap<GameState, GameState>();

function dealOnce(v: GameState, player: string, rng: RngState): GameState | string {
  const s = deal(v, player, rng);
  if (typeof s !== "string") lastDealt.set(v, s);
  return s;
}

/** Why `v`, `player`'s view, cannot be dealt as a full state (null: it can, and a search from it deals no view as it is). */
export function dealable(v: GameState, player: string, rng: RngState): string | null {
  const s = dealOnce(v, player, rng);
  return typeof s === "string" ? s : null;
}

/** How well `player` is doing in an unfinished game, in (0, 1): his fellowship's site against the other's, burdens against resistance. */
function estimate(s: GameState, player: string): number {
  const eng = engineOf(s);
  const env = envFor(s);
  const standing = (p: string): number => {
    const rb = lotr(s).ringBearer[p];
    const corruption = rb && s.cards[rb] ? burdensOn(env, rb) / Math.max(1, resistance(env, rb)) : 0;
    return (eng.positions[p] ?? 1) / eng.finalSite - corruption;
  };
  const other = s.players.find((p) => p.id !== player)?.id ?? player;
  return 1 / (1 + Math.exp(-3 * (standing(player) - standing(other))));
}

/** Random legal actions to the end on the live path: one copy, no unit run twice. */
const liveRollout = (s: GameState, rng: RngState): GameState => playLive(s, (_who, _state, acts) => acts[nextInt(rng, acts.length)]!).state;

export function lotrSearch(o: LotrSearchOptions = {}): SearchGame<GameState, Action, string, GameState> {
  // a live run cut short is finished by replaying it with `apply`: cut rollouts are the searches' own
  const rollout = o.maxRolloutSteps === undefined ? liveRollout : undefined;
  return {
    actor: actorOf,
    actions,
    apply: (s, a) => apply(s, a, actions(s)),
    ...(rollout ? { rollout } : {}),
    isOver,
    reward(s, player) {
      if (!isOver(s)) return estimate(s, player);
      const w = winner(s);
      return w === null ? 0.5 : w === player ? 1 : 0;
    },
    view: (s, player) => (knownOf(s)?.player === player ? s : view(s, player, { log: false })),
    determinize(v, player, rng) {
      const s = dealOnce(v, player, rng);
      return typeof s === "string" ? (lastDealt.get(v) ?? v) : s;
    },
    key: keyOf,
  };
}
