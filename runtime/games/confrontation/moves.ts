/** The moves a side may make on its turn: one step forward (special routes included), plus what abilities allow. */
import { FORWARD_AT, REGIONS, ROUTES_AT, type Side, type SpecialRoute } from "./board.ts";
import { extraMoves, hasExtraMoves } from "./abilities.ts";
import { longMoveAction, routeAction, stepAction, stepsOfPiece } from "./actions.ts";
import { hasRoom, hasRoomAt, regionIndexOf, track, untrack } from "./rules.ts";
import type { MoveSink } from "./impl/types.ts";
import type { GameState, Piece } from "./state.ts";

/** A move as a legal action (engine.ts's `Action`). */
export interface MoveAction {
  type: "move";
  piece: string;
  to: string;
  via: string[];
  route?: string;
}

/** The side's moves in a fixed order (piece by piece: forward, abilities' moves, special routes), at most `limit`. */
export function legalMoves(s: GameState, side: Side, limit = Infinity): MoveAction[] {
  const tracked = track(s);
  try {
    return movesOf(s, side, limit);
  } finally {
    if (tracked) untrack();
  }
}

// the piece whose moves are being listed, for `addExtra` (listing is not re-entrant: no ability lists moves)
let state: GameState;
let out: MoveAction[];
let first = 0;
let piece: Piece;
let row: MoveAction[];

/** An ability's move of the piece being listed, unless it already has one there (from index `first` on) or there is no room. */
const addExtra: MoveSink = (at, via) => {
  const to = REGIONS[at]!;
  for (let i = first; i < out.length; i++) if (out[i]!.to === to) return;
  if (!hasRoomAt(state, piece.side, at)) return;
  out.push(via && via.length > 0 ? longMoveAction(piece.id, at, via) : stepAction(row, piece.id, at));
};

function movesOf(s: GameState, side: Side, limit: number): MoveAction[] {
  const list: MoveAction[] = [];
  for (let i = 0; i < s.pieces.length; i++) {
    const p = s.pieces[i]!;
    if (p.side !== side) continue;
    const at = regionIndexOf(s, i);
    if (at < 0) continue;
    const start = list.length;
    // the forward steps first: distinct regions, so no piece's move there yet
    const steps = stepsOfPiece(p.id);
    for (const t of FORWARD_AT[side][at]!) if (hasRoomAt(s, side, t)) list.push(stepAction(steps, p.id, t));
    if (list.length >= limit) return list;
    // an ability's move before a special route: taking a route can cost the piece (the Tunnel and the Balrog)
    if (hasExtraMoves(p)) {
      state = s;
      out = list;
      first = start;
      piece = p;
      row = steps;
      extraMoves(s, p, addExtra);
    }
    for (const r of ROUTES_AT[side][at]!) addRoute(s, list, start, p, r);
    if (list.length >= limit) return list;
  }
  return list;
}

/** Can the side move at all? (Asked at every turn: a forward step is looked for first, without listing it.) */
export function hasMove(s: GameState, side: Side): boolean {
  for (let i = 0; i < s.pieces.length; i++) {
    if (s.pieces[i]!.side !== side) continue;
    const at = regionIndexOf(s, i);
    if (at >= 0) for (const t of FORWARD_AT[side][at]!) if (hasRoomAt(s, side, t)) return true;
  }
  return movesOf(s, side, 1).length > 0;
}

/** Adds the piece's move by a special route unless it already has one there (from index `start` on) or there is no room. */
function addRoute(s: GameState, list: MoveAction[], start: number, p: Piece, r: SpecialRoute): void {
  for (let i = start; i < list.length; i++) if (list[i]!.to === r.to) return;
  if (!hasRoom(s, p.side, r.to)) return;
  list.push(routeAction(p.id, r));
}
