/**
 * War of the Ring as a `SearchGame` (runtime/agents/search/game.ts): the kernel's search agents (SO-ISMCTS,
 * determinized and cheating UCT) play it.
 *
 * - `view` is state/view.ts's without the log (the searches read none); a view of the same deck is taken as it is.
 * - `determinize` deals a view's hidden cards again (deal.ts): each deck's hidden cards get the definitions of its card
 *   list (the view keeps every deck's list) that the view does not show, shuffled with the search's rng; a fresh rng
 *   for the game's own shuffles. At a decision in the middle of a unit (a choice inside a rule: what to forsake, which
 *   losses to take, `may` …) the view keeps no unit to run again; `searchView` adds the unit's start as the deck may
 *   know it, and the deal is of that start, run again to the decision (mid-unit.ts). A view without it is not dealt
 *   (`dealable` says why; the agents answer such a decision with the heuristic agent).
 * - `apply` is the engine's (pure; a state dealt in the middle of a unit takes a fresh seed when the unit ends);
 *   `rollout` plays random legal actions to the end on the live path (one copy).
 * - `reward`: 1 a win for the deck's side, 0 a loss; an unfinished game by the score difference.
 * - `key`: keys.ts (a move named only by what the acting deck may know).
 */
import type { SearchGame } from "../../../agents/search/game.ts";
import { createRng, nextInt, type RngState } from "../../../core/rng.ts";
import type { GameState } from "../../../core/state.ts";
import { engineOf, envFor } from "../engine/library.ts";
import { actorOf, apply, isOver, legalActions, playLive, winner } from "../engine/step-engine.ts";
import type { Action } from "../engine/types.ts";
import { sideOf } from "../state/players.ts";
import { scores } from "../state/score.ts";
import { view } from "../state/view.ts";
import { deal } from "./deal.ts";
import { keyOf, keysFor } from "./keys.ts";
import { dealStart, unitStart } from "./mid-unit.ts";

export { deal };

// a state's legal actions, keyed once (a search asks a state's actions more than once)
const actionsOf = new WeakMap<GameState, Action[]>();

export function actions(s: GameState): Action[] {
  let out = actionsOf.get(s);
  if (!out) {
    actionsOf.set(s, (out = legalActions(s)));
    keysFor(s, out);
  }
  return out;
}

/** Why a view cannot be dealt as a full state (null: it can). */
export function dealable(v: GameState): string | null {
  const e = engineOf(v);
  if (!e.known) return "not a view: it keeps no deck lists";
  if (e.resume && !e.known.unit) return "a decision in the middle of a unit, in a view without the unit's start (searchView gives it)";
  return null;
}

// a state dealt at a decision in the middle of a unit (mid-unit.ts) holds the real seed until the unit ends: the seed it takes then
const reseed = new WeakMap<GameState, number>();

function applyAction(s: GameState, a: Action): GameState {
  const next = apply(s, a, actions(s));
  const seed = reseed.get(s);
  if (seed === undefined) return next;
  if (engineOf(next).resume) reseed.set(next, seed);
  else next.rng = createRng(seed);
  return next;
}

// a view's first deal at a decision in the middle of a unit, for when later deals fail (each view is dealt many times)
const firstDeal = new WeakMap<GameState, GameState>();

/**
 * A full state the view's deck cannot tell from the true one: the view dealt (`deal`), or at a decision in the middle of
 * a unit the state before the unit dealt and the unit run again to the decision (mid-unit.ts); null when no such deal
 * reaches the decision.
 */
export function determinize(v: GameState, rng: RngState): GameState | null {
  const e = engineOf(v);
  if (!e.resume) return deal(v, rng);
  const start = e.known?.unit;
  if (!start) return null;
  const s = dealStart(v, start, rng) ?? firstDeal.get(v) ?? null;
  if (s === null) return null;
  if (!firstDeal.has(v)) firstDeal.set(v, s);
  reseed.set(s, nextInt(rng, 0x7fffffff));
  return s;
}

/** How well `player`'s side does in an unfinished game, in (0, 1): by the score difference. */
function estimate(s: GameState, player: string): number {
  const sc = scores(envFor(s), false);
  const diff = sideOf(s, player) === "free-peoples" ? sc["free-peoples"] - sc.shadow : sc.shadow - sc["free-peoples"];
  return 1 / (1 + Math.exp(-diff / 3));
}

function liveRollout(from: GameState, rng: RngState): GameState {
  let s = from;
  // the rest of a unit dealt in its middle by `apply`, which gives it a fresh seed at its end
  while (reseed.has(s) && !isOver(s)) {
    const acts = actions(s);
    s = applyAction(s, acts[nextInt(rng, acts.length)]!);
  }
  return playLive(s, (_who, _state, acts) => acts[nextInt(rng, acts.length)]!).state;
}

/**
 * What a search agent reads: the deck's view without the log (a view of the same deck as it is); at a decision in the
 * middle of a unit, with the unit's start as the deck may know it (mid-unit.ts), from which it is dealt.
 */
export function searchView(s: GameState, player: string): GameState {
  if (engineOf(s).known?.player === player) return s;
  const v = view(s, player, { log: false });
  const r = engineOf(s).resume;
  if (r && r.base !== null) engineOf(v).known!.unit = unitStart(s, r, player, v);
  return v;
}

export const warOfTheRingSearch: SearchGame<GameState, Action, string, GameState> = {
  actor: actorOf,
  actions,
  apply: applyAction,
  rollout: liveRollout,
  isOver,
  reward(s, player) {
    if (!isOver(s)) return estimate(s, player);
    return winner(s) === sideOf(s, player) ? 1 : 0;
  },
  view: searchView,
  determinize: (v, _player, rng) => determinize(v, rng) ?? v,
  key: keyOf,
};
