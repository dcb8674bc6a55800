/** Board questions about a state, shared by the engine and the phrase implementations. */
import { CAPACITY, enemyOf, stepsOf, type Direction, type Side } from "./board.ts";
import { cardDef } from "./cards.ts";
import type { GameState, Piece } from "./state.ts";

export const alive = (s: GameState): Piece[] => s.pieces.filter((p) => !p.defeated && p.region !== null);

export function countIn(s: GameState, region: string, side: Side): number {
  let n = 0;
  for (const p of s.pieces) if (p.region === region && !p.defeated && p.side === side) n++;
  return n;
}

/** May one more piece of this side stand in the region? */
export const hasRoom = (s: GameState, side: Side, region: string): boolean => countIn(s, region, side) < (CAPACITY[region] ?? 0);
export const hasEnemy = (s: GameState, side: Side, region: string): boolean => countIn(s, region, enemyOf(side)) > 0;

/** Where a piece may retreat: one region that way, with room for its side and no enemy. */
export function retreatTargets(s: GameState, piece: Piece, direction: Direction): string[] {
  if (piece.region === null) return [];
  return stepsOf(piece.side, piece.region, direction).filter((r) => hasRoom(s, piece.side, r) && !hasEnemy(s, piece.side, r));
}

/** Does a card argument of a phrase (a reference to the card itself, or a noun phrase of titles) denote this piece? */
export function denotes(arg: unknown, piece: Piece, self: Piece): boolean {
  if (typeof arg !== "object" || arg === null) return false;
  if ("ref" in arg) return (arg as { ref: string }).ref === "self" && piece.id === self.id;
  const f = (arg as { filter?: { terms?: { op: string; args: Record<string, unknown> }[] } }).filter;
  if (!f?.terms) return false;
  const def = cardDef(piece.card);
  return f.terms.every((t) =>
    t.op === "title" ? def?.title === t.args.title : t.op === "culture" ? def?.side === t.args.culture : t.op === "type" ? def?.type === t.args.type : false,
  );
}

/** A character's printed strength, or the strength a text set for this battle. */
export function strengthOf(s: GameState, piece: Piece): number {
  const set = s.battle?.flags.strength[piece.id];
  return set ?? cardDef(piece.card)?.strength ?? 0;
}
