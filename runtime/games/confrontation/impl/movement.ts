/** Implementations of ../vocabulary/movement.ts: extra moves, and the special routes' dangers. */
import { ADJACENT_AT, enemyOf, FORWARD_AT, REGION_INDEX, REGIONS, ROUTES, stepsAt, type Direction } from "../board.ts";
import { countAt, hasEnemyAt, hasRoomAt } from "../rules.ts";
import type { GameState, Piece } from "../state.ts";
import type { ConfrontationImplementations, MoveSink } from "./types.ts";

const attackable = (s: GameState, p: Piece, at: number): boolean => hasEnemyAt(s, p.side, at) && hasRoomAt(s, p.side, at);
const regionAt = (p: Piece): number | undefined => (p.region === null ? undefined : REGION_INDEX.get(p.region));

// the walk of `longAttacks` in progress: the regions passed through, and the targets offered (a bit a region)
const path: number[] = [];
let reached = 0;

/** Every region reachable forward through two or more steps, passing only regions without enemies where p's side has room. */
function longAttacks(s: GameState, p: Piece, _args: unknown, add: MoveSink): void {
  const at = regionAt(p);
  if (at === undefined) return;
  reached = 0;
  path.length = 0;
  walk(s, p, at, add);
}

function walk(s: GameState, p: Piece, at: number, add: MoveSink): void {
  for (const next of FORWARD_AT[p.side][at]!) {
    if (path.length >= 1 && (reached & (1 << next)) === 0 && attackable(s, p, next)) {
      reached |= 1 << next;
      add(next, path);
    }
    if (!hasEnemyAt(s, p.side, next) && hasRoomAt(s, p.side, next)) {
      path.push(next);
      walk(s, p, next, add);
      path.pop();
    }
  }
}

/** The route words of the vocabulary (`the Tunnel of Moria`) → route ids of the board. */
const routeId = (word: unknown): string | undefined => ROUTES.find((r) => r.name.toLowerCase() === String(word).toLowerCase())?.id;

export const movementImpls: ConfrontationImplementations = {
  "may-attack-adjacent": {
    kind: "modifier",
    moves: (s, p, _args, add) => {
      const at = regionAt(p);
      if (at !== undefined) for (const to of ADJACENT_AT[at]!) if (attackable(s, p, to)) add(to);
    },
  },
  "may-attack-direction": {
    kind: "modifier",
    moves: (s, p, args, add) => {
      const at = regionAt(p);
      if (at !== undefined) for (const to of stepsAt(p.side, at, args.direction as Direction)) if (attackable(s, p, to)) add(to);
    },
  },
  "may-move-far-to-attack": { kind: "modifier", moves: longAttacks },
  "may-attack-lone": {
    kind: "modifier",
    moves: (s, p, _args, add) => {
      const enemy = enemyOf(p.side);
      for (let to = 0; to < REGIONS.length; to++) if (REGIONS[to] !== p.region && countAt(s, to, enemy) === 1 && hasRoomAt(s, p.side, to)) add(to);
    },
  },
  "is-in": { kind: "condition", test: (_s, self, args) => self.region === args.region },
  "defeats-route-users": {
    kind: "modifier",
    onRoute: (_s, self, args, mover, route) => mover.side !== self.side && routeId(args.route) === route,
  },
};
