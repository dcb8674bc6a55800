/**
 * The generic action procedure: players act in a fixed order, one action or a pass each time;
 * the procedure ends when every player has passed in a row. Plain data, kept in game state.
 */

export interface Procedure {
  /** Players in acting order (the first acts first). */
  order: string[];
  /** Index in `order` of the player to act. */
  turn: number;
  /** Consecutive passes so far. */
  passes: number;
  /** Actions taken (not passes) in this procedure, for safety limits. */
  actions: number;
}

export function startProcedure(order: string[]): Procedure {
  return { order: order.slice(), turn: 0, passes: 0, actions: 0 };
}

export function actor(p: Procedure): string {
  return p.order[p.turn % p.order.length]!;
}

/** The actor acted: passes reset, the next player acts. */
export function acted(p: Procedure): void {
  p.passes = 0;
  p.actions++;
  p.turn = (p.turn + 1) % p.order.length;
}

/** The actor passed; returns true when everyone has now passed in a row (the procedure is over). */
export function passed(p: Procedure): boolean {
  p.passes++;
  p.turn = (p.turn + 1) % p.order.length;
  return p.passes >= p.order.length;
}
