/**
 * Teams: which players play together. A state with teams lists them in `teams` (`GameState.teams`) (each player in one list); without,
 * each player is a team of his own, so a two-player game is as it always was. "Opponent" in a card's text
 * (`an opponent`, `each opponent`, a card an opponent controls) means a player of another team.
 */
import type { GameState } from "./state.ts";

/** The team of `player`: the players he plays with, himself included. */
export function teamOf(state: GameState, player: string): readonly string[] {
  return state.teams?.find((t) => t.includes(player)) ?? [player];
}

/** The players of the other teams, in seat order. */
export function opponentsOf(state: GameState, player: string): string[] {
  const team = teamOf(state, player);
  const out: string[] = [];
  for (const p of state.players) if (!team.includes(p.id)) out.push(p.id);
  return out;
}
