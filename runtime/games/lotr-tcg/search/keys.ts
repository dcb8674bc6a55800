/**
 * Action keys: a move as its player knows it. A card from a hand or a draw deck is named by its definition (its id is
 * the view's, dealt again in every determinization; copies of one card are told apart by their order, `(2)`); a card
 * elsewhere is public, its id the same in every determinization, and named by both (`use 1U7@123 #0`).
 */
import type { GameState } from "../../../core/state.ts";
import type { Action } from "../engine/types.ts";
import { ZONES } from "../state/game.ts";

// keys are asked for every legal action at every step of the tree: kept per action object
const keys = new WeakMap<Action, string>();

/** The key of `a`, one of the actions `keysFor` was told; else its JSON. */
export function keyOf(a: Action): string {
  return keys.get(a) ?? JSON.stringify(a);
}

/** Keys the actions of `state` (all for the player to act), each distinct. */
export function keysFor(state: GameState, actions: readonly Action[]): void {
  const count = new Map<string, number>();
  for (const a of actions) {
    if (keys.has(a)) continue;
    const k = baseKey(state, a);
    const n = (count.get(k) ?? 0) + 1;
    count.set(k, n);
    keys.set(a, n === 1 ? k : `${k} (${n})`);
  }
}

function baseKey(state: GameState, a: Action): string {
  switch (a.type) {
    case "play":
    case "use":
    case "heal-by-discard":
    case "choose": {
      const c = state.cards[a.card];
      if (!c) return JSON.stringify(a);
      const secret = c.zone === ZONES.hand || c.zone === ZONES.drawDeck;
      return `${a.type} ${c.def}${secret ? "" : `@${a.card}`}${a.type === "use" ? ` #${a.ability}` : ""}`;
    }
    case "option":
      // by label: a dealt state may list the options in another order (deal.ts)
      return `option ${a.label}`;
    default:
      return a.type;
  }
}
