/**
 * One frozen object for each distinct action, made the first time it is legal: listing the legal actions then
 * allocates nothing but the list, and whatever a caller remembers by action object (a search's action keys) is found
 * again in every later state.
 */
import { REGIONS, ROUTES, type SpecialRoute } from "./board.ts";
import { pieceSlot } from "./state.ts";
import type { Action } from "./engine.ts";
import type { MoveAction } from "./moves.ts";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/** The value at `a` then `b` of a two-level table, made by `make` the first time. */
function interned<K, V>(table: Map<string, Map<K, V>>, a: string, b: K, make: () => V): V {
  let row = table.get(a);
  if (!row) table.set(a, (row = new Map()));
  let v = row.get(b);
  if (v === undefined) row.set(b, (v = Object.freeze(make())));
  return v;
}

const places = new Map<string, Map<string, Of<"place">>>();
export const placeAction = (piece: string, region: string): Of<"place"> => interned(places, piece, region, () => ({ type: "place", piece, region }));

// the regions passed through of a plain step: one empty list for all
const NO_VIA = Object.freeze([]) as readonly string[] as string[];
// a piece's plain steps (by the index of the region reached) and its moves by special routes (by route): found by
// the piece's slot (`pieceSlot`), else by its id
const stepRows: MoveAction[][] = [];
const otherStepRows = new Map<string, MoveAction[]>();
const routeRows: MoveAction[][] = [];
const otherRouteRows = new Map<string, MoveAction[]>();
const longMoves = new Map<string, Map<number, MoveAction>>();

/** The piece's row of `rows` (by slot), or of `others` (by id). */
function rowOf(rows: MoveAction[][], others: Map<string, MoveAction[]>, piece: string): MoveAction[] {
  const slot = pieceSlot(piece);
  if (slot >= 0) return (rows[slot] ??= []);
  let row = others.get(piece);
  if (!row) others.set(piece, (row = []));
  return row;
}

/** A piece's plain steps (no route, nothing passed through) by the index of the region reached, for `stepAction`. */
export const stepsOfPiece = (piece: string): MoveAction[] => rowOf(stepRows, otherStepRows, piece);

/** The piece's plain step to the region of index `at`; `row` is `stepsOfPiece(piece)`. */
export const stepAction = (row: MoveAction[], piece: string, at: number): MoveAction =>
  (row[at] ??= Object.freeze({ type: "move", piece, to: REGIONS[at]!, via: NO_VIA }));

/** The piece's move along the special route `r` (one of `ROUTES`). */
export function routeAction(piece: string, r: SpecialRoute): MoveAction {
  return (rowOf(routeRows, otherRouteRows, piece)[ROUTES.indexOf(r)] ??= Object.freeze({ type: "move", piece, to: r.to, via: NO_VIA, route: r.id }));
}

/** The piece's move to the region of index `to` through the regions of indices `via` (at least one; the Black Rider's kind). */
export function longMoveAction(piece: string, to: number, via: readonly number[]): MoveAction {
  let code = 0;
  for (const v of via) code = code * 17 + v + 1;
  return interned(longMoves, piece, code * 16 + to, () => ({ type: "move", piece, to: REGIONS[to]!, via: Object.freeze(via.map((v) => REGIONS[v]!)) as string[] }));
}

const defenders = new Map<string | null, Of<"defender">>();
export function defenderAction(piece: string | null): Of<"defender"> {
  let a = defenders.get(piece);
  if (!a) defenders.set(piece, (a = Object.freeze({ type: "defender", piece })));
  return a;
}

const cards = new Map<string, Of<"card">>();
export function cardAction(card: string): Of<"card"> {
  let a = cards.get(card);
  if (!a) cards.set(card, (a = Object.freeze({ type: "card", card })));
  return a;
}

// index -1: declining an optional choice
const chooses: Of<"choose">[] = [];
export const chooseAction = (index: number): Of<"choose"> => (chooses[index + 1] ??= Object.freeze({ type: "choose", index }));
