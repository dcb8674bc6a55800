/**
 * The board of The Confrontation (classic), written from ../shared/data/confrontation.json:
 * 16 regions in rows 1-2-3-4-3-2-1 from the Shire (the Fellowship's end) to Mordor (Sauron's).
 * `FORWARD` lists the Fellowship's forward links; Sauron moves along the same links reversed.
 */
export type Side = "fellowship" | "sauron";
export const SIDES: readonly Side[] = ["fellowship", "sauron"];
export const enemyOf = (side: Side): Side => (side === "fellowship" ? "sauron" : "fellowship");

export const ROWS: readonly (readonly string[])[] = [
  ["The Shire"],
  ["Arthedain", "Cardolan"],
  ["Rhudaur", "Eregion", "Enedwaith"],
  ["High Pass", "Misty Mountains", "Caradhras", "Gap of Rohan"],
  ["Mirkwood", "Fangorn", "Rohan"],
  ["Dagorlad", "Gondor"],
  ["Mordor"],
];
export const REGIONS: readonly string[] = ROWS.flat();
/** A region's position in `REGIONS` (for tables by region). */
export const REGION_INDEX: ReadonlyMap<string, number> = new Map(REGIONS.map((r, i) => [r, i]));
export const SHIRE = "The Shire";
export const MORDOR = "Mordor";
/** The mountain row: capacity 1, no sideways links. */
export const MOUNTAINS: readonly string[] = ROWS[3]!;

export const FORWARD: Readonly<Record<string, readonly string[]>> = {
  "The Shire": ["Arthedain", "Cardolan"],
  Arthedain: ["Rhudaur", "Eregion"],
  Cardolan: ["Eregion", "Enedwaith"],
  Rhudaur: ["High Pass", "Misty Mountains"],
  Eregion: ["Misty Mountains", "Caradhras"],
  Enedwaith: ["Caradhras", "Gap of Rohan"],
  "High Pass": ["Mirkwood"],
  "Misty Mountains": ["Mirkwood", "Fangorn"],
  Caradhras: ["Fangorn", "Rohan"],
  "Gap of Rohan": ["Rohan"],
  Mirkwood: ["Dagorlad"],
  Fangorn: ["Dagorlad", "Gondor"],
  Rohan: ["Gondor"],
  Dagorlad: ["Mordor"],
  Gondor: ["Mordor"],
  Mordor: [],
};

/** Sideways neighbours (both ways), only within rows 2, 3, 5 and 6. */
export const SIDEWAYS: readonly (readonly [string, string])[] = [
  ["Arthedain", "Cardolan"],
  ["Rhudaur", "Eregion"],
  ["Eregion", "Enedwaith"],
  ["Mirkwood", "Fangorn"],
  ["Fangorn", "Rohan"],
  ["Dagorlad", "Gondor"],
];

export const CAPACITY: Readonly<Record<string, number>> = {
  "The Shire": 4,
  Arthedain: 2,
  Cardolan: 2,
  Rhudaur: 2,
  Eregion: 2,
  Enedwaith: 2,
  "High Pass": 1,
  "Misty Mountains": 1,
  Caradhras: 1,
  "Gap of Rohan": 1,
  Mirkwood: 2,
  Fangorn: 2,
  Rohan: 2,
  Dagorlad: 2,
  Gondor: 2,
  Mordor: 4,
};

/** A one-way route usable by one side only, on top of the ordinary links. */
export interface SpecialRoute {
  id: string;
  name: string;
  side: Side;
  from: string;
  to: string;
}

/** The Anduin (Mirkwood → Fangorn → Rohan, never upstream) and the Tunnel of Moria (Eregion → Fangorn, never back). */
export const ROUTES: readonly SpecialRoute[] = [
  { id: "anduin", name: "The Anduin", side: "fellowship", from: "Mirkwood", to: "Fangorn" },
  { id: "anduin", name: "The Anduin", side: "fellowship", from: "Fangorn", to: "Rohan" },
  { id: "tunnel-of-moria", name: "The Tunnel of Moria", side: "fellowship", from: "Eregion", to: "Fangorn" },
];

/** Where each side places its 9 pieces: exactly this many in each region. */
export const SETUP: Readonly<Record<Side, Readonly<Record<string, number>>>> = {
  fellowship: { "The Shire": 4, Arthedain: 1, Cardolan: 1, Rhudaur: 1, Eregion: 1, Enedwaith: 1 },
  sauron: { Mordor: 4, Gondor: 1, Dagorlad: 1, Rohan: 1, Fangorn: 1, Mirkwood: 1 },
};
export const FIRST_PLAYER: Side = "sauron";

const reverse: Record<string, string[]> = Object.fromEntries(REGIONS.map((r) => [r, [] as string[]]));
for (const from of REGIONS) for (const to of FORWARD[from]!) reverse[to]!.push(from);
const sideways: Record<string, string[]> = Object.fromEntries(REGIONS.map((r) => [r, [] as string[]]));
for (const [a, b] of SIDEWAYS) {
  sideways[a]!.push(b);
  sideways[b]!.push(a);
}

/** The same tables by region index (`REGION_INDEX`), for the moves listed at every step of a search. */
export const FORWARD_AT: Readonly<Record<Side, readonly (readonly number[])[]>> = {
  fellowship: REGIONS.map((r) => FORWARD[r]!.map((t) => REGION_INDEX.get(t)!)),
  sauron: REGIONS.map((r) => reverse[r]!.map((t) => REGION_INDEX.get(t)!)),
};
export const CAPACITY_AT: readonly number[] = REGIONS.map((r) => CAPACITY[r]!);
export const SHIRE_AT = REGION_INDEX.get(SHIRE)!;
export const MORDOR_AT = REGION_INDEX.get(MORDOR)!;
const SIDEWAYS_AT: readonly (readonly number[])[] = REGIONS.map((r) => sideways[r]!.map((t) => REGION_INDEX.get(t)!));
/** `adjacentOf` by region index. */
export const ADJACENT_AT: readonly (readonly number[])[] = REGIONS.map((r) => adjacentOf(r).map((t) => REGION_INDEX.get(t)!));

/** `stepsOf` by region index. */
export function stepsAt(side: Side, at: number, direction: Direction): readonly number[] {
  return direction === "forward" ? FORWARD_AT[side][at]! : direction === "backwards" ? FORWARD_AT[enemyOf(side)][at]! : SIDEWAYS_AT[at]!;
}

/** One ordinary step forward for a side (no special routes). */
export function forwardOf(side: Side, region: string): readonly string[] {
  return (side === "fellowship" ? FORWARD[region] : reverse[region]) ?? [];
}

/** One step backwards for a side: the ordinary links reversed (special routes are never used backwards). */
export function backwardOf(side: Side, region: string): readonly string[] {
  return forwardOf(side === "fellowship" ? "sauron" : "fellowship", region);
}

export function sidewaysOf(region: string): readonly string[] {
  return sideways[region] ?? [];
}

const NO_ROUTES: readonly SpecialRoute[] = [];
/** The special routes of each side from each region, by region index. */
export const ROUTES_AT: Readonly<Record<Side, readonly (readonly SpecialRoute[])[]>> = {
  fellowship: REGIONS.map((r) => ROUTES.filter((x) => x.side === "fellowship" && x.from === r)),
  sauron: REGIONS.map((r) => ROUTES.filter((x) => x.side === "sauron" && x.from === r)),
};

/** Special routes a side may take from a region (each counts as a forward move). */
export function routesFrom(side: Side, region: string): readonly SpecialRoute[] {
  const at = REGION_INDEX.get(region);
  return at === undefined ? NO_ROUTES : ROUTES_AT[side][at]!;
}

/** Every region one step away along any ordinary link (forward, backwards, sideways). */
export function adjacentOf(region: string): string[] {
  return [...new Set([...(FORWARD[region] ?? []), ...(reverse[region] ?? []), ...sidewaysOf(region)])];
}

export function isRegion(r: unknown): r is string {
  return typeof r === "string" && Object.hasOwn(CAPACITY, r);
}

/** Directions as the vocabulary writes them, relative to the moving side. */
export type Direction = "forward" | "backwards" | "sideways";
export function stepsOf(side: Side, region: string, direction: Direction): readonly string[] {
  return direction === "forward" ? forwardOf(side, region) : direction === "backwards" ? backwardOf(side, region) : sidewaysOf(region);
}
