/** Board questions about a state, shared by the engine and the phrase implementations. */
import { CAPACITY, CAPACITY_AT, enemyOf, REGION_INDEX, REGIONS, stepsOf, type Direction, type Side } from "./board.ts";
import { cardDef } from "./cards.ts";
import { pieceSlot, type GameState, type Piece } from "./state.ts";

export const alive = (s: GameState): Piece[] => s.pieces.filter((p) => !p.defeated && p.region !== null);

export function countIn(s: GameState, region: string, side: Side): number {
  const at = REGION_INDEX.get(region);
  if (at !== undefined) return countAt(s, at, side);
  let n = 0;
  for (const p of s.pieces) if (p.region === region && !p.defeated && p.side === side) n++;
  return n;
}

/** `countIn` for the region of index `at` (of `REGIONS`). */
export function countAt(s: GameState, at: number, side: Side): number {
  if (counted === s) return counts[at * 2 + (side === "fellowship" ? 0 : 1)]!;
  const region = REGIONS[at];
  let n = 0;
  for (const p of s.pieces) if (p.region === region && !p.defeated && p.side === side) n++;
  return n;
}

// the state whose occupants `counts` holds (by region index, then side) while it is tracked, and the region index of
// each of its pieces (by place in `pieces`; -1 off the board); `setRegion` keeps both
let counted: GameState | null = null;
const counts = new Int8Array(REGIONS.length * 2);
let places = new Int8Array(32);

/**
 * Counts the occupants of `s` once, for all its `countIn` questions until `untrack` (a move's listing asks them a
 * hundred times, a rollout thousands); the rules then change a region only through `setRegion`. One state at a
 * time: true when this call started tracking `s`, false when some state (`s` or another) is tracked already.
 */
export function track(s: GameState): boolean {
  if (counted !== null) return false;
  counts.fill(0);
  if (places.length < s.pieces.length) places = new Int8Array(s.pieces.length * 2);
  for (let i = 0; i < s.pieces.length; i++) {
    const at = placeOf(s.pieces[i]!);
    places[i] = at;
    if (at >= 0) counts[at * 2 + (s.pieces[i]!.side === "fellowship" ? 0 : 1)]!++;
  }
  counted = s;
  return true;
}

export function untrack(): void {
  counted = null;
}

const placeOf = (p: Piece): number => (p.region === null || p.defeated ? -1 : (REGION_INDEX.get(p.region) ?? -1));

/** The region index of `s.pieces[i]`; -1 when it is off the board (or in no region of the board). */
export const regionIndexOf = (s: GameState, i: number): number => (counted === s ? places[i]! : placeOf(s.pieces[i]!));

/** Puts the piece in `region` (null: off the board), keeping the counts of a tracked state. */
export function setRegion(s: GameState, p: Piece, region: string | null): void {
  if (counted === s) {
    const slot = pieceSlot(p.id);
    const i = s.pieces[slot] === p ? slot : s.pieces.indexOf(p);
    const side = p.side === "fellowship" ? 0 : 1;
    const from = places[i]!;
    if (from >= 0) counts[from * 2 + side]!--;
    p.region = region;
    const to = placeOf(p);
    if (to >= 0) counts[to * 2 + side]!++;
    places[i] = to;
  }
  p.region = region;
}

/** `hasRoom` for the region of index `at`. */
export const hasRoomAt = (s: GameState, side: Side, at: number): boolean => countAt(s, at, side) < CAPACITY_AT[at]!;
/** `hasEnemy` for the region of index `at`. */
export const hasEnemyAt = (s: GameState, side: Side, at: number): boolean => countAt(s, at, enemyOf(side)) > 0;

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
