/**
 * The game as a `SearchGame` (runtime/agents/search/game.ts): the kernel's search agents (SO-ISMCTS, determinized and
 * cheating UCT) can play it.
 *
 * - `view` is state/view.ts's without the log.
 * - `determinize` deals a view's hidden cards again: each deck's hidden cards get the definitions of its deck list the
 *   view does not show, shuffled. A view at a decision in the middle of a unit keeps no unit to run again: it is not
 *   dealt (`dealable` says so; the agents then answer with the heuristic agent).
 * - `reward`: 1 a win for the deck's side, 0 a loss; an unfinished game is scored by the score difference.
 */
import type { SearchGame } from "../../../agents/search/game.ts";
import { createRng, nextInt, shuffle, type RngState } from "../../../core/rng.ts";
import { allCards, type GameState } from "../../../core/state.ts";
import { sideOf } from "../state/players.ts";
import { scores } from "../state/score.ts";
import { HIDDEN, view } from "../state/view.ts";
import { engineOf, envFor } from "./library.ts";
import { actorOf, apply, isOver, legalActions, playLive, winner } from "./step-engine.ts";
import type { Action, EngineExt } from "./types.ts";

const VIEW_SUFFIX = "#view";

const actionsOf = new WeakMap<GameState, Action[]>();
function actions(s: GameState): Action[] {
  let out = actionsOf.get(s);
  if (!out) actionsOf.set(s, (out = legalActions(s)));
  return out;
}

/** Why a view cannot be dealt as a full state (null: it can). */
export function dealable(v: GameState): string | null {
  const e = engineOf(v);
  if (!e.known) return "not a view: it keeps no deck lists";
  if (e.resume) return "a decision in the middle of a unit: the view keeps no unit to run again";
  return null;
}

/** A full state consistent with `v` (a view): hidden cards dealt from what their deck may hold. */
export function deal(v: GameState, rng: RngState): GameState {
  const e = engineOf(v);
  const known = e.known!;
  const cards = { ...v.cards };
  for (const p of v.players) {
    const pool = (known.decks[p.id] ?? []).slice();
    const hidden: number[] = [];
    for (const id of allCards(v)) {
      const c = v.cards[id]!;
      if (c.owner !== p.id) continue;
      if (c.def === HIDDEN) hidden.push(id);
      else {
        const i = pool.indexOf(c.def);
        if (i >= 0) pool.splice(i, 1);
      }
    }
    shuffle(rng, pool);
    hidden.forEach((id, k) => (cards[id] = { ...v.cards[id]!, def: pool[k] ?? pool[0] ?? v.cards[id]!.def }));
  }
  const library = e.library.endsWith(VIEW_SUFFIX) ? e.library.slice(0, -VIEW_SUFFIX.length) : e.library;
  const engine: EngineExt = { library, resume: null, history: [], checks: false, cardCount: e.cardCount };
  const out: GameState = { ...v, cards, rng: createRng(nextInt(rng, 0x7fffffff)), log: [], ext: { wotr: v.ext.wotr, engine } };
  return out;
}

/** How well `player`'s side is doing in an unfinished game, in (0, 1): by the score difference. */
function estimate(s: GameState, player: string): number {
  const sc = scores(envFor(s), false);
  const mine = sideOf(s, player);
  const diff = mine === "free-peoples" ? sc["free-peoples"] - sc.shadow : sc.shadow - sc["free-peoples"];
  return 1 / (1 + Math.exp(-diff / 3));
}

const liveRollout = (s: GameState, rng: RngState): GameState => playLive(s, (_who, _state, acts) => acts[nextInt(rng, acts.length)]!).state;

export function warOfTheRingSearch(): SearchGame<GameState, Action, string, GameState> {
  return {
    actor: actorOf,
    actions,
    apply: (s, a) => apply(s, a, actions(s)),
    rollout: liveRollout,
    isOver,
    reward(s, player) {
      if (!isOver(s)) return estimate(s, player);
      return winner(s) === sideOf(s, player) ? 1 : 0;
    },
    view: (s, player) => (engineOf(s).known?.player === player ? s : view(s, player, { log: false })),
    determinize: (v, _player, rng) => (dealable(v) === null ? deal(v, rng) : v),
    key: (a) => JSON.stringify(a),
  };
}

