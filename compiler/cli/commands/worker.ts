/**
 * `cardc worker --queue redis://…`: plays the batches of `cardc simulate --queue` runs until stopped (Ctrl-C or
 * SIGTERM ends it after the batch in hand is given back). Each batch it starts and ends is a line on stderr.
 */
import { exitErrors, exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { queueUrlProblem } from "./queue-url.ts";
import { workOnQueue } from "./simulate-queue.ts";

export interface WorkerCommandOptions {
  queue: string;
  lockDuration: string;
}

export async function runWorkerCommand(opts: WorkerCommandOptions, output: Output): Promise<number> {
  const problem = queueUrlProblem(opts.queue);
  if (problem) {
    output.err(`cardc worker: ${problem}`);
    return exitUsage;
  }
  const lockMs = /^\d+$/.test(opts.lockDuration.trim()) ? Number(opts.lockDuration) : NaN;
  if (!(lockMs >= 500)) {
    output.err(`cardc worker: --lock-duration must be a whole number of milliseconds, at least 500, found '${opts.lockDuration}'`);
    return exitUsage;
  }
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const result = await workOnQueue(opts.queue, { lockMs, signal: stop.signal, log: (line) => output.err(`cardc worker: ${line}`) });
    if ("error" in result) {
      output.err(`cardc worker: ${result.error}`);
      return result.unreachable ? exitUsage : exitErrors;
    }
    output.err(`cardc worker: stopped after ${result.batches} batch${result.batches === 1 ? "" : "es"}`);
    return exitOk;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
