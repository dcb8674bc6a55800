/** A search's stopping rule: an iteration count, a deadline, or both. */
import { DEFAULT_ITERATIONS, type Budget } from "./game.ts";

/** How often the clock is read, in iterations (a power of two, minus one). */
const CLOCK_MASK = 31;

export class Stopwatch {
  readonly limit: number;
  private readonly deadline: number;

  constructor(budget: Budget) {
    const timed = budget.timePerMoveMs !== undefined;
    const iterations = budget.iterations ?? (timed ? Infinity : DEFAULT_ITERATIONS);
    this.limit = iterations === Infinity ? Infinity : Math.max(0, Math.floor(iterations));
    this.deadline = timed ? performance.now() + budget.timePerMoveMs! : Infinity;
  }

  /** Whether iteration number `done` (0-based) may run; reads the clock only now and then. */
  more(done: number): boolean {
    if (done >= this.limit) return false;
    if (this.deadline === Infinity || (done & CLOCK_MASK) !== 0) return true;
    return performance.now() < this.deadline;
  }
}
