/** Timing helpers shared by the benchmark suites. */

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

export const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(3));

/** A Markdown table. */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}
