/** The moves a side may make on its turn: one step forward (special routes included), plus what abilities allow. */
import { forwardOf, routesFrom, type Side } from "./board.ts";
import { extraMoves } from "./abilities.ts";
import { hasRoom } from "./rules.ts";
import type { MoveOption } from "./impl/types.ts";
import type { GameState } from "./state.ts";

export interface Move extends MoveOption {
  piece: string;
}

export function legalMoves(s: GameState, side: Side): Move[] {
  const out: Move[] = [];
  for (const p of s.pieces) {
    if (p.side !== side || p.defeated || p.region === null) continue;
    const seen = new Set<string>();
    const add = (m: MoveOption): void => {
      if (seen.has(m.to) || !hasRoom(s, side, m.to)) return;
      seen.add(m.to);
      out.push({ piece: p.id, ...m });
    };
    for (const to of forwardOf(side, p.region)) add({ to, via: [] });
    // an ability's move before a special route: taking a route can cost the piece (the Tunnel and the Balrog)
    for (const m of extraMoves(s, p)) add(m);
    for (const r of routesFrom(side, p.region)) add({ to: r.to, via: [], route: r.id });
  }
  return out;
}
