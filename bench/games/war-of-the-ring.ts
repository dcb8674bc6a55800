/**
 * War of the Ring (runtime/games/war-of-the-ring/table.ts): random Trilogy games a second on one core (warm, in
 * process, the table's live path with the compiled cards and the Trilogy deck files) and `cardc simulate` as a whole
 * process (cold: bundling aside, compiling the cards included); the heuristic team against the random team from
 * either side (each agent a team: every seat of its side), over `--games N` games a side (1,000 unless told) on
 * worker threads (`BENCH_JOBS`, the cores); ISMCTS iterations a second from positions along random games.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import os from "node:os";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { loadCards, loadDeck } from "../../compiler/cli/games/load.ts";
import { Ismcts } from "../../runtime/agents/search/ismcts.ts";
import type { CardLibrary } from "../../runtime/core/cards.ts";
import { createRng, nextInt } from "../../runtime/core/rng.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { searchView, warOfTheRingSearch } from "../../runtime/games/war-of-the-ring/search/game.ts";
import type { ScenarioId } from "../../runtime/games/war-of-the-ring/state/game.ts";
import { scenarioTables, type WotrDeck, type WotrTable } from "../../runtime/games/war-of-the-ring/table.ts";
import { gameRounds, ms, searchRate, table } from "../measure.ts";
import { root } from "../root.ts";
import type { Suite } from "../suites/suite.ts";

const GAME = "war-of-the-ring";
const KIND = "war-of-the-ring-bench";
const DEFAULT_GAMES = 1000;
const SPEED_GAMES = 100;
const PROCESS_GAMES = 200;
const ISMCTS_ITERATIONS = 50;

interface Loaded {
  table: WotrTable;
  cards: CardLibrary;
  decks: WotrDeck[];
}

async function load(scenario: ScenarioId = "trilogy"): Promise<Loaded> {
  const table = scenarioTables[scenario];
  const cards = await loadCards(root, GAME);
  if (!cards.ok) throw new Error(cards.message);
  const decks = table.setup.defaultDecks!.map((name) => {
    const d = loadDeck(root, GAME, table, name);
    if (!d.ok) throw new Error(d.message);
    return d.value as WotrDeck;
  });
  return { table, cards: cards.value, decks };
}

/** Game `seed` with `fp` playing every Free Peoples deck and `shadow` every Shadow deck; the winning side. */
function playTeams({ table, cards, decks }: Loaded, fp: string, shadow: string, seed: number): { fpWon: boolean; ending: string; steps: number } {
  const [fpTeam] = table.teams!;
  const agents = Object.fromEntries(table.players.map((p, j) => [p, table.agents[fpTeam!.includes(p) ? fp : shadow]!(seed * 8 + j)]));
  const { state, steps } = table.playNewGame({ seed, decks, cards }, agents);
  const w = table.winner(state);
  return { fpWon: w !== null && fpTeam!.includes(w), ending: table.ending(state), steps };
}

interface Task {
  fp: string;
  shadow: string;
  seed: number;
}
interface Outcome {
  fpWon: boolean;
  ending: string;
}

const isWorker = (): boolean => !isMainThread && (workerData as { kind?: string } | null)?.kind === KIND;

async function runWorker(): Promise<void> {
  const { tasks } = workerData as { tasks: [number, Task][] };
  const loaded = await load();
  for (const [i, t] of tasks) {
    const o = playTeams(loaded, t.fp, t.shadow, t.seed);
    parentPort!.postMessage({ i, outcome: { fpWon: o.fpWon, ending: o.ending } });
  }
}

function playAll(tasks: Task[], jobs: number): Promise<Outcome[]> {
  const out: Outcome[] = new Array(tasks.length);
  const count = Math.max(1, Math.min(jobs, tasks.length));
  return new Promise((done, fail) => {
    let running = count;
    for (let w = 0; w < count; w++) {
      const mine = tasks.map((t, i) => [i, t] as [number, Task]).filter(([i]) => i % count === w);
      const worker = new Worker(new URL(import.meta.url), { workerData: { kind: KIND, tasks: mine } });
      worker.on("message", (m: { i: number; outcome: Outcome }) => (out[m.i] = m.outcome));
      worker.on("error", fail);
      worker.on("exit", () => {
        if (--running === 0) done(out);
      });
    }
  });
}

/** `cardc simulate` of random Trilogy games as a whole process, from the bundled CLI (built here first). */
function simulateProcess(): { wallMs: number; reported: number } {
  const out = join(root, "node_modules", ".cache", "cardscript-bench");
  execFileSync(process.execPath, ["scripts/build.mjs", "--out", out, "--only", "cardc.mjs"], { cwd: root, encoding: "utf8" });
  const args = [join(out, "cardc.mjs"), "simulate", "--game", GAME, "--scenario", "trilogy", "-n", String(PROCESS_GAMES), "--agents", "random", "--json"];
  const started = performance.now();
  const stdout = execFileSync(process.execPath, args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - started;
  return { wallMs, reported: (JSON.parse(stdout) as { gamesPerSecond: number }).gamesPerSecond };
}

/** ISMCTS iterations a second from positions along random Trilogy games (after a warm-up). */
function ismctsRate(loaded: Loaded, budgetMs: number): { rate: number; searches: number } {
  const { table, cards, decks } = loaded;
  const rng = createRng(7);
  const positions: GameState[] = [];
  for (let g = 1; g <= 6; g++) {
    let s = table.newGame({ seed: g, decks, cards });
    const stop = 20 + g * 15;
    for (let k = 0; k < stop && !table.isOver(s); k++) {
      const a = table.legalActions(s);
      s = table.apply(s, a[nextInt(rng, a.length)]!, a);
    }
    const p = table.actorOf(s);
    if (p !== null && table.prompt(s) === null) positions.push(s);
  }
  const search = new Ismcts(warOfTheRingSearch, { iterations: ISMCTS_ITERATIONS });
  const once = (i: number) => {
    const s = positions[i % positions.length]!;
    const p = table.actorOf(s)!;
    return search.search(searchView(s, p), p, rng).iterations;
  };
  return searchRate(once, budgetMs);
}

const pct = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)}%` : "–");

export const gameSuite: Suite = {
  worker: () => {
    if (!isWorker()) return false;
    void runWorker();
    return true;
  },
  name: GAME,
  async run() {
    const games = Math.max(2, Number(process.env.BENCH_GAMES) || DEFAULT_GAMES);
    const jobs = Math.max(1, Number(process.env.BENCH_JOBS) || os.cpus().length);
    const loaded = await load();
    const { table: t, cards, decks } = loaded;
    // random Trilogy games, warm, on this thread
    const random = (i: number) => {
      const agents = Object.fromEntries(t.players.map((p, j) => [p, t.agents.random!(i * 8 + j)]));
      return t.playNewGame({ seed: i + 1, decks, cards }, agents).steps;
    };
    const speed = gameRounds(random, SPEED_GAMES, { rounds: 5, warmupGames: 3 * SPEED_GAMES });
    const perSecond = (SPEED_GAMES / speed.medianMs) * 1000;
    const proc = simulateProcess();
    const iter = ismctsRate(loaded, 5000);
    // the heuristic team against the random team, from either side
    const tasks: Task[] = [
      ...Array.from({ length: games }, (_, i) => ({ fp: "heuristic", shadow: "random", seed: i + 1 })),
      ...Array.from({ length: games }, (_, i) => ({ fp: "random", shadow: "heuristic", seed: i + 1 })),
    ];
    const started = performance.now();
    const outs = await playAll(tasks, jobs);
    const wallS = (performance.now() - started) / 1000;
    const asFp = outs.slice(0, games).filter((o) => o.fpWon).length;
    const asShadow = outs.slice(games).filter((o) => !o.fpWon).length;
    const endings = (xs: Outcome[]) => {
      const e: Record<string, number> = {};
      for (const o of xs) e[o.ending] = (e[o.ending] ?? 0) + 1;
      return Object.entries(e)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ");
    };
    return [
      "## War of the Ring: games a second, the heuristic team, ISMCTS",
      "",
      `Random Trilogy games (four random decks, the Trilogy deck files, the compiled cards) on the table's live path, one core, in process: ${Math.round(perSecond).toLocaleString("en-US")} games a second warm (median of ${speed.rounds} rounds of ${SPEED_GAMES} games after ${speed.warmupGames} unmeasured; best round ${ms(speed.bestMs)} ms, ${Math.round(speed.steps / SPEED_GAMES)} actions a game), ${Math.round((SPEED_GAMES / speed.coldMs) * 1000)} a second for the first ${SPEED_GAMES} (cold).`,
      "",
      `\`cardc simulate --game war-of-the-ring --scenario trilogy -n ${PROCESS_GAMES} --agents random\` as a whole process (the bundled CLI, compiling the cards included): ${(proc.wallMs / 1000).toFixed(1)} s, ${((PROCESS_GAMES / proc.wallMs) * 1000).toFixed(0)} games a second overall (the command reports ${proc.reported} for its games alone).`,
      "",
      `ISMCTS: ${Math.round(iter.rate).toLocaleString("en-US")} iterations a second on one core (${iter.searches} searches of ${ISMCTS_ITERATIONS} iterations from positions along random Trilogy games; an iteration plays a random rollout to the end).`,
      "",
      `The heuristic team against the random team (one agent for every deck of its side), ${games.toLocaleString("en-US")} Trilogy games a side from seeds 1…${games}, on ${jobs} worker threads, ${wallS.toFixed(0)} s in all:`,
      "",
      table(
        ["heuristic team as", "won", "endings"],
        [
          ["Free Peoples (frodo, aragorn)", `${asFp}/${games} (${pct(asFp, games)})`, endings(outs.slice(0, games))],
          ["Shadow (witch-king, saruman)", `${asShadow}/${games} (${pct(asShadow, games)})`, endings(outs.slice(games))],
        ],
      ),
    ].join("\n");
  },
};
