/** Checks a state must pass after every step (the fuzz test runs them); returns what is wrong, empty when fine. */
import { CAPACITY, REGIONS, SIDES, enemyOf, type Side } from "./board.ts";
import { combatCardsOf } from "./cards.ts";
import { countIn } from "./rules.ts";
import type { GameState } from "./state.ts";

export function violations(s: GameState): string[] {
  const out: string[] = [];
  if (s.pieces.length !== 18) out.push(`${s.pieces.length} pieces`);
  for (const side of SIDES) {
    const mine = s.pieces.filter((p) => p.side === side);
    if (mine.length !== 9 || new Set(mine.map((p) => p.card)).size !== 9) out.push(`${side}: pieces not nine distinct characters`);
    const h = s.hands[side];
    const all = [...h.available, ...h.used].sort();
    if (all.join() !== combatCardsOf(side).map((c) => c.id).sort().join()) out.push(`${side}: combat cards not conserved`);
    if (h.available.length === 0) out.push(`${side}: no card to play`);
  }
  for (const p of s.pieces) {
    if (p.defeated && p.region !== null) out.push(`defeated ${p.id} on the board`);
    if (p.region !== null && !REGIONS.includes(p.region)) out.push(`${p.id} in unknown region ${p.region}`);
  }
  for (const r of REGIONS) {
    for (const side of SIDES) if (countIn(s, r, side) > CAPACITY[r]!) out.push(`${r}: ${side} over capacity`);
    // between battles no region holds both sides
    if (!s.battle && countIn(s, r, "fellowship") > 0 && countIn(s, r, "sauron") > 0) out.push(`${r}: both sides outside a battle`);
  }
  if (!s.battle && s.pieces.some((p) => p.revealed && !p.defeated)) out.push("a piece stays revealed after its battles");
  if (!s.over && !s.pending) out.push("nothing pending in a running game");
  if (s.over && s.pending) out.push("a decision pending after the end");
  return out;
}

/** Hidden pieces never in a view: an unrevealed, undefeated enemy piece shows no character. */
export function viewLeaks(v: GameState, player: Side): string[] {
  return v.pieces.filter((p) => p.side === enemyOf(player) && !p.revealed && !p.defeated && p.card !== null).map((p) => `${p.id} visible`);
}
