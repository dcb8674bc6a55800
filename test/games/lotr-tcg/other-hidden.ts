/**
 * What a player may not see, changed (for the LOTR TCG's view properties): a copy of `s` in which the opponent's hand
 * and draw deck cards are dealt each other's definitions and both draw decks are put in another order, the cards
 * shown to `player` for his decision left as they are.
 */
import { createRng, shuffle } from "../../../runtime/core/rng.ts";
import type { CardId, GameState } from "../../../runtime/core/state.ts";
import { pendingDecision } from "../../../runtime/games/lotr-tcg/engine/engine.ts";
import { ZONES } from "../../../runtime/games/lotr-tcg/state/game.ts";

export function otherHidden(s: GameState, player: string, seed: number): GameState {
  const t = JSON.parse(JSON.stringify(s)) as GameState;
  const rng = createRng(seed);
  const d = pendingDecision(s);
  const shown = new Set<CardId>(d?.kind === "cards" && d.player === player ? d.options : []);
  const opponent = t.players.find((p) => p.id !== player)!;
  const secret = [...opponent.zones[ZONES.hand]!, ...opponent.zones[ZONES.drawDeck]!].filter((id) => !shown.has(id));
  const defs = shuffle(rng, secret.map((id) => t.cards[id]!.def));
  secret.forEach((id, i) => (t.cards[id]!.def = defs[i]!));
  for (const p of t.players) {
    const deck = p.zones[ZONES.drawDeck]!;
    const places = deck.flatMap((id, i) => (shown.has(id) ? [] : [i]));
    const moved = shuffle(rng, places.map((i) => deck[i]!));
    places.forEach((at, k) => (deck[at] = moved[k]!));
  }
  return t;
}
