/**
 * The Confrontation as a `SearchGame` (runtime/agents/search/game.ts): the engine's step functions, its views and
 * determinizations, and action keys. Every search agent of runtime/agents/search can then play it.
 *
 * - The states a search builds are quiet (`view` and `determinize` drop the log and set `quiet`): the searches never
 *   read the log, and building and copying its lines on every step would cost more than the rules.
 * - `apply` is the engine's step on a copy (the action is one of `actions(state)`, by identity); `rollout` copies the
 *   state once and steps it in place to the end: the rules of `apply`, without a copy and a legality check a step,
 *   and with the occupants counted once for the whole rollout (rules.ts's `track`).
 * - A key names a move as its player sees it: piece ids are opaque (shuffled at set-up), so `move f3 → Arthedain`
 *   says nothing the mover does not know; the defender "an unrevealed piece" is `defender ?`.
 */
import type { SearchGame } from "../../agents/search/game.ts";
import type { Side } from "./board.ts";
import { nextInt } from "../../core/rng.ts";
import { actorOf, apply, isOver, legalActions, step, type Action } from "./engine.ts";
import { track, untrack } from "./rules.ts";
import { copyState, type GameState } from "./state.ts";
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
// the legal actions of the state asked last: a search asks them again when it applies one (a WeakMap of every state
// would cost more than it saves, the states of a tree being new at each iteration)
let actionsState: GameState | null = null;
let actionsList: Action[] = [];

function actions(s: GameState): Action[] {
  if (s !== actionsState) {
    actionsList = legalActions(s);
    actionsState = s;
  }
  return actionsList;
}

/** A state without its log (a shallow copy: the engine never changes a state it is given). */
export const withoutLog = (s: GameState): GameState => (s.log.length === 0 ? s : { ...s, log: [] });

/** A search's own state: no log, and none kept from now on. */
function quiet(s: GameState): GameState {
  s.log = [];
  s.quiet = true;
  return s;
}

export const confrontationSearch: SearchGame<GameState, Action, Side, GameState> = {
  actor: (s) => actorOf(s),
  actions,
  apply(s, a) {
    if (!actions(s).includes(a)) return apply(s, a);
    const next = quiet(copyState(s));
    step(next, a);
    return next;
  },
  rollout(start, rng) {
    const s = quiet(copyState(start));
    // the occupants counted once for the whole rollout, not once a step
    const tracked = track(s);
    try {
      while (!s.over) {
        const acts = legalActions(s);
        step(s, acts[nextInt(rng, acts.length)]!);
      }
    } finally {
      if (tracked) untrack();
    }
    return s;
  },
  isOver,
  reward: (s, player) => (s.winner === null ? 0.5 : s.winner === player ? 1 : 0),
  view: (s, player) => quiet(view(s, player)),
  determinize: (v, player, rng) => quiet(determinize(v, player, rng)),
  key(a) {
    let k = keys.get(a);
    if (k === undefined) keys.set(a, (k = actionKey(a)));
    return k;
  },
};
