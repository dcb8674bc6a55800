/**
 * `cardc simulate`: plays N games between two sides (seats alternate each game), each with its agent and, in a game
 * played with decks, its deck, and summarises who won and how. Everything but the timing fields depends only on the
 * arguments (with `--time-per-move`, the searches' choices depend on the machine too).
 */
import cliProgress from "cli-progress";
import { exitErrors, exitOk, exitUsage } from "../exit-code.ts";
import { endingName } from "../../../runtime/games/table.ts";
import { gameTable, loadGame, searchBudget } from "../games/load.ts";
import type { Output } from "../output.ts";
import { gamePlayer, playInWorkers, type GameOutcome, type SimulationTask } from "./simulate-games.ts";

export interface SimulateOptions {
  game: string;
  /** Two deck names (a game played with decks). */
  decks?: string;
  n: string;
  seed: string;
  agents: string;
  /** Worker threads playing the games (default 1: this thread). */
  jobs?: string;
  json?: boolean;
  /** The thinking agents' budget a move: iterations, or milliseconds. */
  iterations?: string;
  timePerMove?: string;
}

export interface SimulationSummary {
  game: string;
  games: number;
  seed: number;
  decks: string[];
  agents: string[];
  /** The thinking budget, when one was given. */
  iterations?: number;
  timePerMoveMs?: number;
  /** Wins by deck (a game played with decks). */
  wins?: Record<string, number>;
  winsBySeat: Record<string, number>;
  winsByAgent: Record<string, number>;
  /** Games and wins of each agent in each seat (by agent, then seat). */
  gamesByAgentAndSeat: Record<string, Record<string, number>>;
  winsByAgentAndSeat: Record<string, Record<string, number>>;
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
  const deckNames = opts.decks === undefined ? [] : list(opts.decks);
  const agentNames = list(opts.agents);
  if (agentNames.length === 1) agentNames.push(agentNames[0]!);
  if (agentNames.length !== 2) return usage(output, `--agents needs one or two agent names separated by a comma, found '${opts.agents}'`);

  const jobs = integer(opts.jobs ?? "1");
  if (jobs === null || jobs < 1 || jobs > MAX_JOBS) return usage(output, `--jobs must be a whole number from 1 to ${MAX_JOBS}, found '${opts.jobs}'`);
  const budget = searchBudget(opts);
  if (typeof budget === "string") return usage(output, budget);

  const game = gameTable(opts.game);
  if (!game.ok) return usage(output, game.message);
  if (game.value.setup.decks && deckNames.length !== 2)
    return usage(output, opts.decks === undefined ? `--decks is required for game '${opts.game}' (two deck names separated by a comma)` : `--decks needs two deck names separated by a comma, found '${opts.decks}'`);
  if (!game.value.setup.decks && opts.decks !== undefined) return usage(output, `game '${opts.game}' is played without decks: leave out --decks (found '${opts.decks}')`);

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
    ...budget,
    ...(deckNames.length ? { wins: Object.fromEntries(deckNames.map((d) => [d, 0])) } : {}),
    winsBySeat: Object.fromEntries(table.players.map((p) => [p, 0])),
    winsByAgent: Object.fromEntries(agentNames.map((a) => [a, 0])),
    gamesByAgentAndSeat: Object.fromEntries(agentNames.map((a) => [a, Object.fromEntries(table.players.map((p) => [p, 0]))])),
    winsByAgentAndSeat: Object.fromEntries(agentNames.map((a) => [a, Object.fromEntries(table.players.map((p) => [p, 0]))])),
    undecided: 0,
    endings: Object.fromEntries(table.endings.map((e) => [e, 0])),
    averageTurns: 0,
    elapsedMs: 0,
    gamesPerSecond: 0,
  };
  const task: SimulationTask = { root, game: opts.game, decks: deckNames, agents: agentNames, seed, ...(Object.keys(budget).length ? { budget } : {}) };
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
  outcomes.forEach((o, i) => {
    // side k sat in seat (k + i) mod 2 (simulate-games.ts)
    for (const k of [0, 1]) bump(summary.gamesByAgentAndSeat[agentNames[k]!]!, table.players[(k + i) % 2]!);
    if (o.side === null) summary.undecided++;
    else {
      if (summary.wins) bump(summary.wins, deckNames[o.side]!);
      bump(summary.winsBySeat, o.seat!);
      bump(summary.winsByAgent, agentNames[o.side]!);
      bump(summary.winsByAgentAndSeat[agentNames[o.side]!]!, o.seat!);
    }
    bump(summary.endings, o.ending);
    turns += o.turns;
  });
  summary.elapsedMs = Math.round(performance.now() - started);
  summary.gamesPerSecond = Math.round((n / Math.max(summary.elapsedMs, 1)) * 1000 * 10) / 10;
  summary.averageTurns = Math.round((turns / n) * 100) / 100;
  output.out(opts.json ? JSON.stringify(summary) : report(summary, (e) => endingName(table, e)));
  return exitOk;
}

function rates(counts: Record<string, number>, games: number): string {
  return Object.entries(counts)
    .map(([k, v]) => `${k} ${v} (${((v / games) * 100).toFixed(1)}%)`)
    .join(", ");
}

/** Each agent's wins in each seat, out of the games it played there. */
function bySeat(s: SimulationSummary): string {
  return Object.entries(s.winsByAgentAndSeat)
    .map(([agent, seats]) =>
      `${agent} ${Object.entries(seats)
        .map(([seat, won]) => {
          const played = s.gamesByAgentAndSeat[agent]![seat]!;
          return `as ${seat} ${won}/${played}${played ? ` (${((won / played) * 100).toFixed(1)}%)` : ""}`;
        })
        .join(", ")}`,
    )
    .join("; ");
}

function report(s: SimulationSummary, ending: (id: string) => string): string {
  const sides = s.decks.length ? `${s.decks[0]} (${s.agents[0]}) vs ${s.decks[1]} (${s.agents[1]})` : `${s.agents[0]} vs ${s.agents[1]}`;
  const thinking = s.iterations !== undefined ? `, ${s.iterations} iterations a move` : s.timePerMoveMs !== undefined ? `, ${s.timePerMoveMs} ms a move` : "";
  const undecided = s.undecided ? `, undecided ${s.undecided}` : "";
  return [
    `${s.game}: ${s.games} games from seed ${s.seed}, ${sides}, seats alternating${thinking}`,
    ...(s.wins ? [`wins by deck:  ${rates(s.wins, s.games)}${undecided}`] : []),
    `wins by seat:  ${rates(s.winsBySeat, s.games)}${s.wins ? "" : undecided}`,
    `wins by agent: ${rates(s.winsByAgent, s.games)}`,
    `agent by seat: ${bySeat(s)}`,
    `endings:       ${rates(Object.fromEntries(Object.entries(s.endings).map(([k, v]) => [ending(k), v])), s.games)}`,
    `average turns: ${s.averageTurns}`,
    `time:          ${s.elapsedMs} ms (${s.gamesPerSecond} games/s)`,
  ].join("\n");
}
