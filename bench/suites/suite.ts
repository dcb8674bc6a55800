/** A benchmark suite: measures something and returns its section of BENCHMARKS.md. */
export interface Suite {
  name: string;
  run(): Promise<string> | string;
}
