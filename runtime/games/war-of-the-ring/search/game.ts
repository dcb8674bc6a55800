/**
 * War of the Ring as a `SearchGame` (runtime/agents/search/game.ts): the kernel's search agents (SO-ISMCTS,
 * determinized and cheating UCT) play it.
 *
 * - `view` is state/view.ts's without the log (the searches read none); a view of the same deck is taken as it is.
 * - `determinize` deals a view's hidden cards again: each deck's hidden cards get the definitions of its card list
 *   (the view keeps every deck's list) that the view does not show, shuffled with the search's rng; a fresh rng for
 *   the game's own shuffles. A view at a decision in the middle of a unit keeps no unit to run again: it is not dealt
 *   (`dealable` says why; the agents answer such a decision with the heuristic agent).
 * - `apply` is the engine's (pure); `rollout` plays random legal actions to the end on the live path (one copy).
 * - `reward`: 1 a win for the deck's side, 0 a loss; an unfinished game by the score difference.
 * - `key`: keys.ts (a move named only by what the acting deck may know).
 */
import type { SearchGame } from "../../../agents/search/game.ts";
import { createRng, nextInt, shuffle, type RngState } from "../../../core/rng.ts";
import { allCards, type CardState, type GameState } from "../../../core/state.ts";
import { engineOf, envFor } from "../engine/library.ts";
import { actorOf, apply, isOver, legalActions, playLive, winner } from "../engine/step-engine.ts";
import type { Action, EngineExt } from "../engine/types.ts";
import { sideOf } from "../state/players.ts";
import { scores } from "../state/score.ts";
import { HIDDEN, view } from "../state/view.ts";
import { keyOf, keysFor } from "./keys.ts";

const VIEW_SUFFIX = "#view";

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
  if (e.resume) return "a decision in the middle of a unit: the view keeps no unit to run again";
  return null;
}

/** A full state consistent with `v` (a dealable view): every hidden card dealt a definition its deck may still hold. */
export function deal(v: GameState, rng: RngState): GameState {
  const e = engineOf(v);
  const known = e.known!;
  const cards: Record<number, CardState> = { ...v.cards };
  const ids = allCards(v);
  for (const p of v.players) {
    // the deck's list less the cards the view shows of it
    const pool = (known.decks[p.id] ?? []).slice();
    const hidden: number[] = [];
    for (const id of ids) {
      const c = v.cards[id]!;
      if (c.owner !== p.id) continue;
      if (c.def === HIDDEN) hidden.push(id);
      else {
        const i = pool.indexOf(c.def);
        if (i >= 0) pool.splice(i, 1);
      }
    }
    if (hidden.length === 0) continue;
    shuffle(rng, pool);
    hidden.forEach((id, k) => (cards[id] = { ...v.cards[id]!, def: pool[k] ?? pool[0] ?? HIDDEN }));
  }
  const library = e.library.endsWith(VIEW_SUFFIX) ? e.library.slice(0, -VIEW_SUFFIX.length) : e.library;
  const engine: EngineExt = { library, resume: null, history: [], checks: false, cardCount: e.cardCount };
  return { ...v, cards, rng: createRng(nextInt(rng, 0x7fffffff)), log: [], ext: { ...v.ext, engine } };
}

/** How well `player`'s side does in an unfinished game, in (0, 1): by the score difference. */
function estimate(s: GameState, player: string): number {
  const sc = scores(envFor(s), false);
  const diff = sideOf(s, player) === "free-peoples" ? sc["free-peoples"] - sc.shadow : sc.shadow - sc["free-peoples"];
  return 1 / (1 + Math.exp(-diff / 3));
}

const liveRollout = (s: GameState, rng: RngState): GameState => playLive(s, (_who, _state, acts) => acts[nextInt(rng, acts.length)]!).state;

/** What a search agent reads: the deck's view without the log (a view of the same deck as it is). */
export function searchView(s: GameState, player: string): GameState {
  return engineOf(s).known?.player === player ? s : view(s, player, { log: false });
}

export const warOfTheRingSearch: SearchGame<GameState, Action, string, GameState> = {
  actor: actorOf,
  actions,
  apply: (s, a) => apply(s, a, actions(s)),
  rollout: liveRollout,
  isOver,
  reward(s, player) {
    if (!isOver(s)) return estimate(s, player);
    return winner(s) === sideOf(s, player) ? 1 : 0;
  },
  view: searchView,
  determinize: (v, _player, rng) => (dealable(v) === null ? deal(v, rng) : v),
  key: keyOf,
};
