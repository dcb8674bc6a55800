/** Players as card text names them: "the Hobbit player", "each Free Peoples player", a deck's side. */
import type { GameState } from "../../../core/state.ts";
import { deckSeat, scenarioTable, wotr, type Side } from "./game.ts";

/** The deck that holds faction `faction` ("the Hobbit player"), or null when no deck of the scenario holds it. */
export function playerOfFaction(state: GameState, faction: string): string | null {
  const f = faction.toLowerCase();
  for (const d of scenarioTable(wotr(state).scenario).decks) if (d.factions.includes(f)) return d.id;
  return null;
}

/**
 * The decks of a side ("each Free Peoples player"), in seat order. In a Duel a side played by one deck lists it twice:
 * text that tells each player of that side to do something is carried out twice.
 */
export function playersOfSide(state: GameState, side: Side): string[] {
  const t = scenarioTable(wotr(state).scenario);
  const decks = t.decks.filter((d) => d.side === side).map((d) => d.id);
  return t.eachPlayerDoubling && decks.length === 1 ? [decks[0]!, decks[0]!] : decks;
}

/** The distinct decks of a side (no doubling). */
export function decksOfSide(state: GameState, side: Side): string[] {
  return scenarioTable(wotr(state).scenario)
    .decks.filter((d) => d.side === side)
    .map((d) => d.id);
}

export function sideOf(state: GameState, player: string): Side {
  const d = deckSeat(state, player);
  if (!d) throw new Error(`no deck '${player}' in this scenario`);
  return d.side;
}

/** The decks of the other side. */
export function enemiesOf(state: GameState, player: string): string[] {
  const s = sideOf(state, player);
  return decksOfSide(state, s === "free-peoples" ? "shadow" : "free-peoples");
}
