/**
 * The Confrontation as a `SearchGame` (runtime/agents/search/game.ts): the engine's step functions, its views and
 * determinizations, and action keys. Every search agent of runtime/agents/search can then play it.
 *
 * - The states a search builds carry no log (`determinize` drops it, and so does the cheating agent's root): the
 *   searches never read it, and copying a growing log on every step would cost more than the rules.
 * - A key names a move as its player sees it: piece ids are opaque (shuffled at set-up), so `move f3 → Arthedain`
 *   says nothing the mover does not know; the defender "an unrevealed piece" is `defender ?`.
 */
import type { SearchGame } from "../../agents/search/game.ts";
import type { RngState } from "../../core/rng.ts";
import type { Side } from "./board.ts";
import { actorOf, apply, isOver, legalActions, type Action } from "./engine.ts";
import type { GameState } from "./state.ts";
import { determinize, view } from "./view.ts";

/** The key of an action: the same move in every determinization of one view. */
export function actionKey(a: Action): string {
  switch (a.type) {
    case "place":
      return `place ${a.piece} ${a.region}`;
    case "move":
      return `move ${a.piece} ${a.to}${a.route ? ` by ${a.route}` : ""}${a.via.length ? ` via ${a.via.join(",")}` : ""}`;
    case "defender":
      return `defender ${a.piece ?? "?"}`;
    case "card":
      return `card ${a.card}`;
    case "choose":
      return `choose ${a.index}`;
  }
}

// keys are asked for every legal action at every step of the tree: remember them per action object
const keys = new WeakMap<Action, string>();
// the legal actions of a state (a search asks a state's actions more than once)
const actionsOf = new WeakMap<GameState, Action[]>();

function actions(s: GameState): Action[] {
  let out = actionsOf.get(s);
  if (!out) actionsOf.set(s, (out = legalActions(s)));
  return out;
}

/** A state without its log (a shallow copy: the engine never changes a state it is given). */
export const withoutLog = (s: GameState): GameState => (s.log.length === 0 ? s : { ...s, log: [] });

export const confrontationSearch: SearchGame<GameState, Action, Side, GameState> = {
  actor: (s) => actorOf(s),
  actions,
  apply: (s, a) => apply(s, a),
  isOver,
  reward: (s, player) => (s.winner === null ? 0.5 : s.winner === player ? 1 : 0),
  view: (s, player) => withoutLog(view(s, player)),
  determinize(v: GameState, player: Side, rng: RngState): GameState {
    const s = determinize(v, player, rng);
    s.log = [];
    return s;
  },
  key(a) {
    let k = keys.get(a);
    if (k === undefined) keys.set(a, (k = actionKey(a)));
    return k;
  },
};
