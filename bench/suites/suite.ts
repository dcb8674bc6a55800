/** A benchmark suite: measures something and returns its section of BENCHMARKS.md. */
export interface Suite {
  name: string;
  run(): Promise<string> | string;
  /**
   * For a suite that spreads its work over worker threads (this bundle started again): when this thread is one of
   * its workers, does the worker's share and returns true.
   */
  worker?(): boolean;
}
