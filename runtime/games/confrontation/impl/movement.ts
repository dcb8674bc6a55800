/** Implementations of ../vocabulary/movement.ts: extra moves, and the special routes' dangers. */
import { adjacentOf, forwardOf, REGIONS, ROUTES, stepsOf, type Direction } from "../board.ts";
import { countIn, hasEnemy, hasRoom } from "../rules.ts";
import { enemyOf } from "../board.ts";
import type { GameState, Piece } from "../state.ts";
import type { ConfrontationImplementations, MoveOption } from "./types.ts";

const attackable = (s: GameState, p: Piece, r: string): boolean => hasEnemy(s, p.side, r) && hasRoom(s, p.side, r);

/** Every region reachable forward through two or more steps, passing only regions without enemies where p's side has room. */
function longAttacks(s: GameState, p: Piece): MoveOption[] {
  const out: MoveOption[] = [];
  const seen = new Set<string>();
  const walk = (at: string, via: string[]): void => {
    for (const next of forwardOf(p.side, at)) {
      if (via.length >= 1 && attackable(s, p, next) && !seen.has(next)) {
        seen.add(next);
        out.push({ to: next, via: [...via] });
      }
      if (!hasEnemy(s, p.side, next) && hasRoom(s, p.side, next)) walk(next, [...via, next]);
    }
  };
  if (p.region !== null) walk(p.region, []);
  return out;
}

/** The route words of the vocabulary (`the Tunnel of Moria`) → route ids of the board. */
const routeId = (word: unknown): string | undefined => ROUTES.find((r) => r.name.toLowerCase() === String(word).toLowerCase())?.id;

export const movementImpls: ConfrontationImplementations = {
  "may-attack-adjacent": {
    kind: "modifier",
    moves: (s, p) => (p.region === null ? [] : adjacentOf(p.region).filter((r) => attackable(s, p, r)).map((to) => ({ to, via: [] }))),
  },
  "may-attack-direction": {
    kind: "modifier",
    moves: (s, p, args) =>
      p.region === null ? [] : stepsOf(p.side, p.region, args.direction as Direction).filter((r) => attackable(s, p, r)).map((to) => ({ to, via: [] })),
  },
  "may-move-far-to-attack": { kind: "modifier", moves: longAttacks },
  "may-attack-lone": {
    kind: "modifier",
    moves: (s, p) => REGIONS.filter((r) => r !== p.region && countIn(s, r, enemyOf(p.side)) === 1 && hasRoom(s, p.side, r)).map((to) => ({ to, via: [] })),
  },
  "is-in": { kind: "condition", test: (_s, self, args) => self.region === args.region },
  "defeats-route-users": {
    kind: "modifier",
    onRoute: (_s, self, args, mover, route) => mover.side !== self.side && routeId(args.route) === route,
  },
};
