/**
 * Action keys for the search agents: a move as the deck taking it knows it, the same in every determinization of its
 * view. A card in a secret zone (a hand, a draw deck, a cycle or an eliminated pile) is named by its definition, since
 * its id is the view's and dealt again in every determinization (copies of one card told apart by their order, `(2)`);
 * a card elsewhere (in play, a location) is public, its id the same in every determinization, and named by both
 * (`play dwarf-01 to bg-helms-deep@12`). An answer to a choice of options is named by its label.
 */
import type { CardId, GameState } from "../../../core/state.ts";
import type { Action } from "../engine/types.ts";
import { ZONES } from "../state/game.ts";

// keys are asked for every legal action at every node of a search: kept per action object
const keys = new WeakMap<Action, string>();

const SECRET: ReadonlySet<string> = new Set([ZONES.hand, ZONES.drawDeck, ZONES.cyclePile, ZONES.eliminated]);

/** The key of `a`, one of the actions `keysFor` was told of; else a key from the action alone. */
export function keyOf(a: Action): string {
  return keys.get(a) ?? plainKey(a);
}

/** Keys the actions of `state` (all of one deck), each distinct. */
export function keysFor(state: GameState, actions: readonly Action[]): void {
  let count: Map<string, number> | null = null;
  for (const a of actions) {
    if (keys.has(a)) continue;
    const k = baseKey(state, a);
    count ??= new Map();
    const n = (count.get(k) ?? 0) + 1;
    count.set(k, n);
    keys.set(a, n === 1 ? k : `${k} (${n})`);
  }
}

/** A card as the acting deck knows it: its definition, and its id when it is public. */
export function cardKey(state: GameState, id: CardId): string {
  const c = state.cards[id];
  if (!c) return `#${id}`;
  return SECRET.has(c.zone) ? c.def : `${c.def}@${id}`;
}

function baseKey(state: GameState, a: Action): string {
  switch (a.type) {
    case "play":
      return `play ${cardKey(state, a.card)} to ${a.to === "reserve" ? "reserve" : cardKey(state, a.to)}`;
    case "move":
      return `move ${cardKey(state, a.card)} to ${cardKey(state, a.to)}`;
    case "cycle":
    case "choose":
      return `${a.type} ${cardKey(state, a.card)}`;
    case "use":
      return `use ${cardKey(state, a.card)} #${a.ability}`;
    default:
      return plainKey(a);
  }
}

/** An action naming no card: its type (and the label of an option). */
function plainKey(a: Action): string {
  return a.type === "option" ? `option ${a.label}` : "card" in a ? `${a.type} #${a.card}` : a.type;
}
