/**
 * `cardc simulate --queue redis://…` and `cardc worker`: the games of a run split into seeded batches on a BullMQ
 * queue, which any number of workers on any machines play. A run is named by a hash of what decides its results (the
 * task, the game as loaded, the number of games and the batch size), and each batch is a job of that name and number:
 * the same command again adds only the batches not on the queue yet and collects those already played, so a stopped
 * submitter resumes. A worker that dies mid-batch holds its job's lock no longer; BullMQ's stalled-job check gives
 * the batch to another worker. Outcomes are kept by game number, so a batch played twice still counts once.
 */
import { createHash } from "node:crypto";
import { Job, Queue, QueueEvents, Worker } from "bullmq";
import { Redis } from "ioredis";
import { gamePlayer, type GameOutcome, type SimulationTask } from "./simulate-games.ts";
import { unshipGame, type ShippedGame } from "../games/load.ts";

export const QUEUE_NAME = "cardc-simulate";
/** Where a run's task and game are kept, for the workers to read once a run. */
const runKey = (run: string) => `cardc:run:${run}`;
/** A run's data outlives an abandoned submitter by a week at most. */
const RUN_TTL_SECONDS = 7 * 24 * 3600;
/** How often the submitter looks at its batches besides the queue's events. */
const SWEEP_MS = 3000;

interface BatchData {
  run: string;
  /** Games from, to (exclusive). */
  from: number;
  to: number;
}

interface RunData {
  task: SimulationTask;
  shipped: ShippedGame;
}

/** Why the last attempt to reach a connection's Redis failed, kept by `connect`'s error listener. */
const lastError = new WeakMap<Redis, Error>();

/**
 * A connection to the queue's Redis (BullMQ's workers need commands that wait as long as it takes). Its errors are
 * kept, not thrown as unhandled events: ioredis reconnects by itself, and a first connection that fails says why.
 */
export function connect(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  redis.on("error", (error: Error) => lastError.set(redis, error));
  return redis;
}

/** Connects all of `connections`, or says why one could not reach `url`. */
async function connectAll(url: string, connections: Redis[]): Promise<string | null> {
  try {
    for (const c of connections) await c.connect();
    return null;
  } catch (error) {
    for (const c of connections) c.disconnect();
    const why = connections.map((c) => lastError.get(c)).find(Boolean) ?? error;
    return `cannot reach the queue at ${url}: ${why instanceof Error ? why.message : String(why)}`;
  }
}

/** What went wrong: the queue could not be reached (an I/O problem), or a batch failed. */
export interface QueueProblem {
  error: string;
  unreachable?: boolean;
}

export interface QueuedRun {
  /** Called as batches finish (played now or before), with the games done so far across the workers. */
  progress(done: number): void;
  signal: AbortSignal;
}

/**
 * Puts the batches of games 0…n-1 not on the queue yet on it and collects the outcomes of all of them; resolves with
 * the outcomes by game number (those of unfinished batches missing when `signal` stopped it) or a problem.
 */
export async function playOnQueue(url: string, task: SimulationTask, shipped: ShippedGame, n: number, batch: number, run: QueuedRun): Promise<{ outcomes: GameOutcome[]; run: string } | QueueProblem> {
  const id = createHash("sha256").update(JSON.stringify({ task, shipped, n, batch })).digest("hex").slice(0, 16);
  const connection = connect(url);
  const events = connect(url);
  const unreachable = await connectAll(url, [connection, events]);
  if (unreachable) return { error: unreachable, unreachable: true };
  const queue = new Queue<BatchData, GameOutcome[]>(QUEUE_NAME, { connection });
  const queueEvents = new QueueEvents(QUEUE_NAME, { connection: events });
  const outcomes: GameOutcome[] = new Array(n);
  const count = Math.ceil(n / batch);
  const inFlight = new Map<string, number>();
  let done = 0;
  const report = () => run.progress(done + [...inFlight.values()].reduce((a, b) => a + b, 0));
  try {
    await queueEvents.waitUntilReady();
    await connection.set(runKey(id), JSON.stringify({ task, shipped } satisfies RunData), "EX", RUN_TTL_SECONDS, "NX");
    const jobId = (b: number) => `${id}-${b}`;
    // a job id already on the queue (waiting, active or done) is not added again: resuming adds only the missing batches
    await queue.addBulk(
      Array.from({ length: count }, (_, b) => ({
        name: "batch",
        data: { run: id, from: b * batch, to: Math.min(n, (b + 1) * batch) },
        opts: { jobId: jobId(b), attempts: 3, removeOnComplete: false, removeOnFail: false },
      })),
    );
    queueEvents.on("progress", ({ jobId: job, data }) => {
      if (!job.startsWith(`${id}-`) || typeof data !== "number") return;
      inFlight.set(job, data);
      report();
    });
    const stopped = new Promise<"stopped">((resolve) => (run.signal.aborted ? resolve("stopped") : run.signal.addEventListener("abort", () => resolve("stopped"), { once: true })));
    // a batch is collected when its job is seen complete: on the queue's events, and on a sweep of the run's jobs now
    // and every few seconds (a run resumed finds some complete already; an event missed over a dropped connection is found later)
    const pending = new Set(Array.from({ length: count }, (_, b) => jobId(b)));
    let failure: string | undefined;
    let wake = () => {};
    const collect = async (job: string) => {
      if (!pending.has(job)) return;
      const found = await Job.fromId<BatchData, GameOutcome[]>(queue, job);
      if (!found) return void (failure ??= `batch ${job} of the run is no longer on the queue`);
      const state = await found.getState();
      if (state === "failed") return void (failure ??= `batch ${job} failed: ${found.failedReason}`);
      if (state !== "completed" || !pending.delete(job)) return;
      found.returnvalue.forEach((o, k) => (outcomes[found.data.from + k] = o));
      inFlight.delete(job);
      done += found.returnvalue.length;
      report();
    };
    const settle = (job: string) => void collect(job).then(() => wake(), (error: unknown) => ((failure ??= String(error)), wake()));
    queueEvents.on("completed", ({ jobId: job }) => settle(job));
    queueEvents.on("failed", ({ jobId: job }) => settle(job));
    const sweep = async () => {
      for (const job of [...pending]) await collect(job);
    };
    await sweep();
    while (pending.size > 0 && failure === undefined && !run.signal.aborted) {
      const woken = new Promise<void>((resolve) => (wake = resolve));
      const timer = new Promise<void>((resolve) => setTimeout(resolve, SWEEP_MS).unref());
      if ((await Promise.race([woken.then(() => "woken"), timer.then(() => "timer"), stopped])) === "timer") await sweep();
    }
    if (failure !== undefined) return { error: failure };
    if (pending.size === 0) {
      // the run is over: its jobs and data leave the queue (a run stopped before keeps them, to resume)
      await Promise.all(Array.from({ length: count }, (_, b) => queue.remove(jobId(b))));
      await connection.del(runKey(id));
    }
    return { outcomes, run: id };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await queueEvents.close().catch(() => {});
    await queue.close().catch(() => {});
    connection.disconnect();
    events.disconnect();
  }
}

export interface WorkerOptions {
  /** How long a batch's lock lasts unrenewed: a worker silent for this long has died, and its batch is played elsewhere. */
  lockMs: number;
  /** Told as each batch starts and ends. */
  log(line: string): void;
  signal: AbortSignal;
}

/** Plays the queue's batches until `signal` stops it; resolves with the number of batches played, or a problem. */
export async function workOnQueue(url: string, opts: WorkerOptions): Promise<{ batches: number } | QueueProblem> {
  const connection = connect(url);
  const unreachable = await connectAll(url, [connection]);
  if (unreachable) return { error: unreachable, unreachable: true };
  // a run's game loaded once, for all its batches this worker plays
  const players = new Map<string, Promise<(i: number) => GameOutcome>>();
  const playerOf = (run: string) => {
    let player = players.get(run);
    if (!player) {
      player = (async () => {
        const text = await connection.get(runKey(run));
        if (text === null) throw new Error(`run ${run} has no data on the queue (finished, or expired)`);
        const { task, shipped } = JSON.parse(text) as RunData;
        const loaded = await unshipGame(shipped);
        if (!loaded.ok) throw new Error(loaded.message);
        return gamePlayer(loaded.value, task);
      })();
      players.set(run, player);
      player.catch(() => players.delete(run));
    }
    return player;
  };
  let batches = 0;
  const worker = new Worker<BatchData, GameOutcome[]>(
    QUEUE_NAME,
    async (job) => {
      const { run, from, to } = job.data;
      opts.log(`batch ${job.id}: games ${from}–${to - 1}`);
      const play = await playerOf(run);
      const played: GameOutcome[] = [];
      for (let i = from; i < to; i++) {
        played.push(play(i));
        // between games the event loop runs: the lock is renewed, progress sent, a stop heard
        await job.updateProgress(played.length);
        await new Promise((r) => setImmediate(r));
      }
      batches++;
      opts.log(`batch ${job.id}: done`);
      return played;
    },
    // one batch at a time (a batch keeps a core busy); a lock unrenewed for lockMs marks the batch stalled, and the stalled check runs as often
    { connection, concurrency: 1, lockDuration: opts.lockMs, stalledInterval: opts.lockMs, maxStalledCount: 5 },
  );
  worker.on("failed", (job, error) => opts.log(`batch ${job?.id ?? "?"}: failed: ${error.message}`));
  try {
    await worker.waitUntilReady();
    opts.log(`waiting for batches on ${url}`);
    await new Promise<void>((resolve) => (opts.signal.aborted ? resolve() : opts.signal.addEventListener("abort", () => resolve(), { once: true })));
    return { batches };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await worker.close().catch(() => {});
    connection.disconnect();
  }
}
