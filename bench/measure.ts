/** Timing helpers shared by the benchmark suites. */
import { constants, PerformanceObserver } from "node:perf_hooks";

export interface Timing {
  median: number;
  p95: number;
  runs: number;
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times; times in milliseconds. */
export function measure(fn: () => unknown, runs: number, warmup = 1): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), runs };
}

export interface GameRounds {
  games: number;
  rounds: number;
  /** Games played before the timed rounds. */
  warmupGames: number;
  /** Actions over one round's games. */
  steps: number;
  /** Wall time of the median and of the fastest round, and the CPU time of the median round (ms). */
  medianMs: number;
  bestMs: number;
  medianCpuMs: number;
  /** Wall time of the warm-up's first `games` games (ms): the code's speed before V8 has optimised it. */
  coldMs: number;
}

export interface RoundOptions {
  rounds?: number;
  /** Games played unmeasured first (at least one round's), so the rounds time V8's optimised code. */
  warmupGames?: number;
}

/**
 * Plays games 0…games-1 (`play(i)` returns the game's actions) `rounds` times after a warm-up: a shared
 * machine slows some rounds, so the median and the best round say more than one run. V8 optimises an engine's
 * many functions one by one as they grow hot, over the first thousands of games, so a short warm-up would time
 * the optimising as much as the engine; the warm-up's first round is kept as the cold figure.
 */
export function gameRounds(play: (i: number) => number, games: number, { rounds = 5, warmupGames = games }: RoundOptions = {}): GameRounds {
  const warmup = Math.max(games, warmupGames);
  const coldStart = performance.now();
  for (let i = 0; i < games; i++) play(i);
  const coldMs = performance.now() - coldStart;
  for (let i = games; i < warmup; i++) play(i % games);
  const wall: number[] = [];
  const cpu: number[] = [];
  let steps = 0;
  for (let r = 0; r < rounds; r++) {
    steps = 0;
    const started = performance.now();
    const usage = process.cpuUsage();
    for (let i = 0; i < games; i++) steps += play(i);
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { games, rounds, warmupGames: warmup, steps, medianMs: median(wall), bestMs: Math.min(...wall), medianCpuMs: median(cpu), coldMs };
}

export const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(3));

/** A Markdown table. */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export interface GcTime {
  /** Wall time of the run and the pauses of young-generation (minor) and full (major) collections in it, in ms. */
  wallMs: number;
  minorMs: number;
  majorMs: number;
  minor: number;
  major: number;
}

/** Runs `fn` while watching the garbage collector (Node's `gc` performance entries, delivered on a later tick). */
export async function withGcTime(fn: () => void): Promise<GcTime> {
  const out: GcTime = { wallMs: 0, minorMs: 0, majorMs: 0, minor: 0, major: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        out.minor++;
        out.minorMs += e.duration;
      } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        out.major++;
        out.majorMs += e.duration;
      }
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  const started = performance.now();
  fn();
  out.wallMs = performance.now() - started;
  await new Promise((done) => setTimeout(done, 50));
  observer.disconnect();
  return out;
}

/**
 * Search iterations a second: `search(i)` runs search i and answers its iterations; after `warmup` unmeasured
 * searches, searches run for `budgetMs`.
 */
export function searchRate(search: (i: number) => number, budgetMs: number, warmup = 1): { rate: number; searches: number } {
  for (let i = 0; i < warmup; i++) search(i);
  let iterations = 0;
  let searches = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < budgetMs) iterations += search(searches++);
  return { rate: iterations / ((performance.now() - t0) / 1000), searches };
}
