/**
 * The games of `cardc simulate`: game i of a task, played here or spread over worker threads
 * (`--jobs`). A worker is the CLI's own entry module started with a task as its `workerData`
 * (compiler/cli/main.ts hands it to `runWorker`), so the same code runs from the sources and from the bundle.
 */
import { Worker } from "node:worker_threads";
import type { AgentOptions } from "../../../runtime/games/table.ts";
import { entryUrl } from "../entry-url.ts";
import { unshipGame, type LoadedGame, type ShippedGame } from "../games/load.ts";
import { sideAtSeat, sidesAreTeams } from "./simulate-summary.ts";

/** What a worker needs to play games: everything but the range of games. */
export interface SimulationTask {
  game: string;
  /** The game's scenario (a game played in several), or none: its default. */
  scenario?: string;
  /** A deck (a name or a path) a side (side k plays deck k), or none for a game played without decks. */
  decks: string[];
  agents: string[];
  seed: number;
  /** The thinking budget handed to every agent (agents that do not think ahead ignore it). */
  budget?: AgentOptions;
}

/** How game i ended: the winning side (the index of its deck and agent) and seat, the ending, the turns played. */
export interface GameOutcome {
  side: number | null;
  seat: string | null;
  ending: string;
  turns: number;
}

/**
 * Plays game i of the task, with seed `seed + i`: with S seats, side k plays deck k (if any) with agent k from seat
 * (k + i) mod S (two seats alternate); at a table whose seats play their own decks, seat j plays deck j whoever sits
 * there. With an agent a team (as many agents as the table has teams), side k's agent plays every seat of team
 * (k + i) mod T, and seat j plays deck j.
 */
export function gamePlayer({ table, cards, decks }: Pick<LoadedGame, "table" | "cards" | "decks">, task: SimulationTask): (i: number) => GameOutcome {
  const seats = table.players.length;
  const sides = [...Array(seats).keys()];
  const byTeam = sidesAreTeams(table, task.agents.length);
  return (i) => {
    const seatOf = (k: number) => table.players[(k + i) % seats]!;
    // the side in seat j
    const sideAt = (j: number) => sideAtSeat(table, task.agents.length, i, j);
    const gameSeed = task.seed + i;
    const agents = byTeam
      ? Object.fromEntries(sides.map((j) => [table.players[j]!, table.agents[task.agents[sideAt(j)]!]!(gameSeed * seats + j, task.budget)]))
      : Object.fromEntries(sides.map((k) => [seatOf(k), table.agents[task.agents[k]!]!(gameSeed * seats + k, task.budget)]));
    // a table whose seats play their own decks deals them in seat order: only the agents move
    const deckAt = (j: number) => decks.get(task.decks[table.setup?.seatDecks || byTeam ? j : sideAt(j)]!)!;
    const dealt = task.decks.length ? { decks: sides.map(deckAt) } : {};
    const { state } = table.playNewGame({ seed: gameSeed, ...dealt, cards }, agents, Infinity);
    const won = table.winner(state);
    const j = won === null ? -1 : table.players.indexOf(won);
    return { side: j < 0 ? null : sideAt(j), seat: j < 0 ? null : won, ending: table.ending(state), turns: table.turn(state) };
  };
}

const TASK = "cardc-simulate";

interface WorkerTask {
  kind: typeof TASK;
  task: SimulationTask;
  /** The game as the main thread loaded it: a worker compiles nothing. */
  shipped: ShippedGame;
  /** Games from, to (exclusive) in steps of `step`. */
  from: number;
  to: number;
  step: number;
}

type WorkerMessage = { i: number; outcome: GameOutcome } | { error: string };

export function isWorkerTask(data: unknown): data is WorkerTask {
  return typeof data === "object" && data !== null && (data as WorkerTask).kind === TASK;
}

/** In a worker: plays its games and posts each outcome, or the reason it could not. */
export async function runWorker(data: WorkerTask, post: (m: WorkerMessage) => void): Promise<void> {
  const loaded = await unshipGame(data.shipped);
  if (!loaded.ok) return post({ error: loaded.message });
  const play = gamePlayer(loaded.value, data.task);
  for (let i = data.from; i < data.to; i += data.step) post({ i, outcome: play(i) });
}

/** A worker running the CLI's entry module: the bundle itself, or from the sources main.ts behind tsx's loader (registered in the worker). */
function startWorker(workerData: WorkerTask): Worker {
  const entry = entryUrl();
  if (entry && !entry.endsWith(".ts")) return new Worker(new URL(entry), { workerData });
  const main = JSON.stringify(new URL("../main.ts", import.meta.url).href);
  return new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${main}); });`, { eval: true, workerData });
}

/**
 * Plays games 0…n-1 on `jobs` worker threads (game i on worker i mod jobs), calling `record` as each
 * ends; resolves with null when all have (or `signal` stopped them), or with the first worker's error.
 */
export function playInWorkers(task: SimulationTask, shipped: ShippedGame, n: number, jobs: number, record: (i: number, o: GameOutcome) => void, signal?: AbortSignal): Promise<string | null> {
  const count = Math.min(jobs, n);
  const workers = Array.from({ length: count }, (_, w) => startWorker({ kind: TASK, task, shipped, from: w, to: n, step: count }));
  return new Promise((resolve) => {
    let running = workers.length;
    let failed: string | null = null;
    const stop = (error: string) => {
      if (!signal?.aborted) failed ??= error;
      for (const w of workers) void w.terminate();
    };
    signal?.addEventListener("abort", () => stop("interrupted"), { once: true });
    for (const w of workers) {
      w.on("message", (m: WorkerMessage) => ("error" in m ? stop(m.error) : record(m.i, m.outcome)));
      w.on("error", (e) => stop(e.message));
      w.on("exit", (code) => {
        if (code !== 0 && failed === null) stop(`a worker exited with code ${code}`);
        if (--running === 0) resolve(failed);
      });
    }
  });
}
