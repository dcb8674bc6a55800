/**
 * `cardc simulate`: plays N games between two decks (seats alternate each game) with the given
 * agents and summarises who won and how. Everything but the timing fields depends only on the arguments.
 */
import cliProgress from "cli-progress";
import { exitErrors, exitOk, exitUsage } from "../exit-code.ts";
import { loadGame } from "../games/load.ts";
import type { Output } from "../output.ts";
import { gamePlayer, playInWorkers, type GameOutcome, type SimulationTask } from "./simulate-games.ts";

export interface SimulateOptions {
  game: string;
  decks: string;
  n: string;
  seed: string;
  agents: string;
  /** Worker threads playing the games (default 1: this thread). */
  jobs?: string;
  json?: boolean;
}

export interface SimulationSummary {
  game: string;
  games: number;
  seed: number;
  decks: string[];
  agents: string[];
  wins: Record<string, number>;
  winsBySeat: Record<string, number>;
  winsByAgent: Record<string, number>;
  undecided: number;
  endings: Record<string, number>;
  averageTurns: number;
  elapsedMs: number;
  gamesPerSecond: number;
}

/** Each worker thread compiles the cards and warms up its own engine: more than this costs more than it gains. */
const MAX_JOBS = 64;

const integer = (s: string): number | null => (/^-?\d+$/.test(s.trim()) ? Number(s) : null);
const list = (s: string): string[] => s.split(",").map((x) => x.trim()).filter((x) => x.length > 0);
const bump = (o: Record<string, number>, k: string) => (o[k] = (o[k] ?? 0) + 1);

function usage(output: Output, message: string): number {
  output.err(`cardc simulate: ${message}`);
  return exitUsage;
}

export async function runSimulate(opts: SimulateOptions, output: Output, root = process.cwd()): Promise<number> {
  const n = integer(opts.n);
  if (n === null || n < 1) return usage(output, `-n must be a positive integer, found '${opts.n}'`);
  const seed = integer(opts.seed);
  if (seed === null) return usage(output, `--seed must be an integer, found '${opts.seed}'`);
  const deckNames = list(opts.decks);
  if (deckNames.length !== 2) return usage(output, `--decks needs two deck names separated by a comma, found '${opts.decks}'`);
  const agentNames = list(opts.agents);
  if (agentNames.length === 1) agentNames.push(agentNames[0]!);
  if (agentNames.length !== 2) return usage(output, `--agents needs one or two agent names separated by a comma, found '${opts.agents}'`);

  const jobs = integer(opts.jobs ?? "1");
  if (jobs === null || jobs < 1 || jobs > MAX_JOBS) return usage(output, `--jobs must be a whole number from 1 to ${MAX_JOBS}, found '${opts.jobs}'`);

  const loaded = await loadGame(root, opts.game, deckNames);
  if (!loaded.ok) return usage(output, loaded.message);
  const { table } = loaded.value;
  const unknown = agentNames.find((a) => !(a in table.agents));
  if (unknown) return usage(output, `unknown agent '${unknown}' (known: ${Object.keys(table.agents).join(", ")})`);

  const summary: SimulationSummary = {
    game: opts.game,
    games: n,
    seed,
    decks: deckNames,
    agents: agentNames,
    wins: Object.fromEntries(deckNames.map((d) => [d, 0])),
    winsBySeat: Object.fromEntries(table.players.map((p) => [p, 0])),
    winsByAgent: Object.fromEntries(agentNames.map((a) => [a, 0])),
    undecided: 0,
    endings: Object.fromEntries(table.endings.map((e) => [e, 0])),
    averageTurns: 0,
    elapsedMs: 0,
    gamesPerSecond: 0,
  };
  const task: SimulationTask = { root, game: opts.game, decks: deckNames, agents: agentNames, seed };
  const bar = process.stderr.isTTY ? new cliProgress.SingleBar({ stream: process.stderr, clearOnComplete: true }, cliProgress.Presets.shades_classic) : null;
  bar?.start(n, 0);
  const started = performance.now();
  const outcomes: GameOutcome[] = new Array(n);
  const record = (i: number, o: GameOutcome) => {
    outcomes[i] = o;
    bar?.increment();
  };
  if (jobs === 1) {
    const play = gamePlayer(loaded.value, task);
    for (let i = 0; i < n; i++) record(i, play(i));
  } else {
    const failed = await playInWorkers(task, n, jobs, record);
    if (failed) {
      bar?.stop();
      output.err(`cardc simulate: a worker failed: ${failed}`);
      return exitErrors;
    }
  }
  bar?.stop();
  // summed in game order: the same summary whatever the number of jobs
  let turns = 0;
  for (const o of outcomes) {
    if (o.side === null) summary.undecided++;
    else {
      bump(summary.wins, deckNames[o.side]!);
      bump(summary.winsBySeat, o.seat!);
      bump(summary.winsByAgent, agentNames[o.side]!);
    }
    bump(summary.endings, o.ending);
    turns += o.turns;
  }
  summary.elapsedMs = Math.round(performance.now() - started);
  summary.gamesPerSecond = Math.round((n / Math.max(summary.elapsedMs, 1)) * 1000 * 10) / 10;
  summary.averageTurns = Math.round((turns / n) * 100) / 100;
  output.out(opts.json ? JSON.stringify(summary) : report(summary));
  return exitOk;
}

function rates(counts: Record<string, number>, games: number): string {
  return Object.entries(counts)
    .map(([k, v]) => `${k} ${v} (${((v / games) * 100).toFixed(1)}%)`)
    .join(", ");
}

function report(s: SimulationSummary): string {
  return [
    `${s.game}: ${s.games} games from seed ${s.seed}, ${s.decks[0]} (${s.agents[0]}) vs ${s.decks[1]} (${s.agents[1]}), seats alternating`,
    `wins by deck:  ${rates(s.wins, s.games)}${s.undecided ? `, undecided ${s.undecided}` : ""}`,
    `wins by seat:  ${rates(s.winsBySeat, s.games)}`,
    `wins by agent: ${rates(s.winsByAgent, s.games)}`,
    `endings:       ${rates(s.endings, s.games)}`,
    `average turns: ${s.averageTurns}`,
    `time:          ${s.elapsedMs} ms (${s.gamesPerSecond} games/s)`,
  ].join("\n");
}
