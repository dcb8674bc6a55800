/**
 * `cardc simulate`: plays N games between as many sides as the game has seats (seats rotate each game), each with
 * its agent and, in a game played with decks, its deck, and summarises who won and how (simulate-summary.ts). Everything but the timing fields depends only on the
 * arguments (with `--time-per-move`, the searches' choices depend on the machine too).
 */
import cliProgress from "cli-progress";
import { exitErrors, exitOk, exitUsage } from "../exit-code.ts";
import { endingName } from "../../../runtime/games/table.ts";
import { gameTable, loadGame, searchBudget } from "../games/load.ts";
import { exitInterrupted, onInterrupt } from "../interrupt.ts";
import type { Output } from "../output.ts";
import { gamePlayer, playInWorkers, type GameOutcome, type SimulationTask } from "./simulate-games.ts";
import { queueUrlProblem } from "./queue-url.ts";
import { report, summarize } from "./simulate-summary.ts";

export type { SimulationSummary } from "./simulate-summary.ts";

export interface SimulateOptions {
  game: string;
  /** The game's scenario (a game played in several). */
  scenario?: string;
  /** A deck a seat, a name or a path (a game played with decks). */
  decks?: string;
  /** Where the game's sets are (default: the project's). */
  cards?: string;
  n: string;
  seed: string;
  agents: string;
  /** Worker threads playing the games (default 1: this thread). */
  jobs?: string;
  /** A Redis URL: the games are played by `cardc worker`s from a BullMQ queue there. */
  queue?: string;
  /** With `queue`: games a batch. */
  batch?: string;
  json?: boolean;
  /** The thinking agents' budget a move: iterations, or milliseconds. */
  iterations?: string;
  timePerMove?: string;
}

/** Each worker thread warms up its own engine: more than this costs more than it gains. */
const MAX_JOBS = 64;

const integer = (s: string): number | null => (/^-?\d+$/.test(s.trim()) ? Number(s) : null);
const list = (s: string): string[] => s.split(",").map((x) => x.trim()).filter((x) => x.length > 0);

function usage(output: Output, message: string): number {
  output.err(`cardc simulate: ${message}`);
  return exitUsage;
}

export async function runSimulate(opts: SimulateOptions, output: Output, root = process.cwd()): Promise<number> {
  const n = integer(opts.n);
  if (n === null || n < 1) return usage(output, `-n must be a positive integer, found '${opts.n}'`);
  const seed = integer(opts.seed);
  if (seed === null) return usage(output, `--seed must be an integer, found '${opts.seed}'`);
  let deckNames = opts.decks === undefined ? [] : list(opts.decks);
  const agentNames = list(opts.agents);

  const jobs = integer(opts.jobs ?? "1");
  if (jobs === null || jobs < 1 || jobs > MAX_JOBS) return usage(output, `--jobs must be a whole number from 1 to ${MAX_JOBS}, found '${opts.jobs}'`);
  const batch = integer(opts.batch ?? "50");
  if (opts.queue !== undefined) {
    const problem = queueUrlProblem(opts.queue);
    if (problem) return usage(output, problem);
    if (jobs !== 1) return usage(output, "give --jobs or --queue, not both (the queue's workers are the jobs)");
    if (batch === null || batch < 1) return usage(output, `--batch must be a positive integer, found '${opts.batch}'`);
  }
  const budget = searchBudget(opts);
  if (typeof budget === "string") return usage(output, budget);

  const game = gameTable(opts.game, opts.scenario);
  if (!game.ok) return usage(output, game.message);
  if (opts.decks === undefined && game.value.setup.defaultDecks) deckNames = [...game.value.setup.defaultDecks];
  const seats = game.value.players.length;
  const count = seats === 2 ? "two" : String(seats);
  if (agentNames.length === 1) while (agentNames.length < seats) agentNames.push(agentNames[0]!);
  // at a table with teams, one agent a team will do: it plays every seat of its team
  const teams = game.value.teams?.length ?? seats;
  if (agentNames.length !== seats && agentNames.length !== teams)
    return usage(output, `--agents needs one${teams !== seats ? `, ${teams === 2 ? "two" : teams} (one a team)` : ""} or ${count} agent names separated by a comma, found '${opts.agents}'`);
  if (game.value.setup.decks && deckNames.length !== seats && !(opts.decks === undefined && game.value.setup.defaultDecks))
    return usage(output, opts.decks === undefined ? `--decks is required for game '${opts.game}' (${count} deck names separated by a comma)` : `--decks needs ${count} deck names separated by a comma, found '${opts.decks}'`);
  if (!game.value.setup.decks && opts.decks !== undefined) return usage(output, `game '${opts.game}' is played without decks: leave out --decks (found '${opts.decks}')`);

  const loaded = await loadGame(root, opts.game, deckNames, opts.scenario, { cards: opts.cards });
  if (!loaded.ok) return usage(output, loaded.message);
  const { table } = loaded.value;
  const unknown = agentNames.find((a) => !(a in table.agents));
  if (unknown) return usage(output, `unknown agent '${unknown}' (known: ${Object.keys(table.agents).join(", ")})`);

  const task: SimulationTask = { game: opts.game, ...(opts.scenario ? { scenario: opts.scenario } : {}), decks: deckNames, agents: agentNames, seed, ...(Object.keys(budget).length ? { budget } : {}) };
  const bar = process.stderr.isTTY ? new cliProgress.SingleBar({ stream: process.stderr, clearOnComplete: true }, cliProgress.Presets.shades_classic) : null;
  bar?.start(n, 0);
  const started = performance.now();
  const outcomes: GameOutcome[] = new Array(n);
  const record = (i: number, o: GameOutcome) => {
    outcomes[i] = o;
    bar?.increment();
  };
  // Ctrl-C stops the games and summarises those finished
  const interrupt = onInterrupt();
  try {
    if (opts.queue !== undefined) {
      const { playOnQueue } = await import("./simulate-queue.ts");
      const played = await playOnQueue(opts.queue, task, loaded.value.shipped, n, batch!, { signal: interrupt.signal, progress: (done) => bar?.update(done) });
      if ("error" in played) {
        bar?.stop();
        output.err(`cardc simulate: ${played.error}`);
        return played.unreachable ? exitUsage : exitErrors;
      }
      played.outcomes.forEach((o, i) => (outcomes[i] = o));
      if (interrupt.signal.aborted) output.err(`cardc simulate: the run stays on the queue; the same command resumes it`);
    } else if (jobs === 1) {
      const play = gamePlayer(loaded.value, task);
      // between games the event loop runs, so that a Ctrl-C is heard
      for (let i = 0; i < n && !interrupt.signal.aborted; i++) {
        record(i, play(i));
        await new Promise((r) => setImmediate(r));
      }
    } else {
      const failed = await playInWorkers(task, loaded.value.shipped, n, jobs, record, interrupt.signal);
      if (failed) {
        bar?.stop();
        output.err(`cardc simulate: a worker failed: ${failed}`);
        return exitErrors;
      }
    }
  } finally {
    interrupt.dispose();
  }
  bar?.stop();
  const finished = outcomes.filter((o) => o !== undefined);
  if (interrupt.signal.aborted) output.err(`cardc simulate: interrupted after ${finished.length} of ${n} games; the summary is of those`);
  const summary = summarize({ game: opts.game, ...(opts.scenario ? { scenario: opts.scenario } : {}), table, seed, decks: deckNames, agents: agentNames, budget }, finished);
  summary.elapsedMs = Math.round(performance.now() - started);
  summary.gamesPerSecond = Math.round((finished.length / Math.max(summary.elapsedMs, 1)) * 1000 * 10) / 10;
  output.out(opts.json ? JSON.stringify(summary) : report(summary, (e) => endingName(table, e)));
  return interrupt.signal.aborted ? exitInterrupted : exitOk;
}
