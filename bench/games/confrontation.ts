/**
 * The Confrontation's search agents (runtime/games/confrontation/search.ts over runtime/agents/search): ISMCTS at
 * 1,000 iterations a move against the random and the heuristic agent from either side (seats alternating), ISMCTS
 * iterations a second, and ISMCTS, determinized UCT and cheating UCT at equal iterations as each side against the
 * heuristic agent. `npm run bench -- confrontation --games N` sets the games a pairing (200 unless told; a table cell
 * is one seat of a pairing, half of them); the games are spread over worker threads (`BENCH_JOBS`, the cores).
 */
import os from "node:os";
import { Worker, isMainThread, workerData, parentPort } from "node:worker_threads";
import { Ismcts } from "../../runtime/agents/search/ismcts.ts";
import { createRng, nextInt } from "../../runtime/core/rng.ts";
import { apply, legalActions, newGame } from "../../runtime/games/confrontation/engine.ts";
import { confrontationSearch } from "../../runtime/games/confrontation/search.ts";
import { agents, playGame } from "../../runtime/games/confrontation/table.ts";
import type { Side } from "../../runtime/games/confrontation/board.ts";
import { searchRate, table } from "../measure.ts";
import type { Suite } from "../suites/suite.ts";

const ITERATIONS = 1000;
const DEFAULT_GAMES = 200;
const KIND = "confrontation-bench";

/** One game: `fellowship` and `sauron` name the agents; seed `seed`. */
interface GameTask {
  fellowship: string;
  sauron: string;
  seed: number;
}
interface Outcome {
  winner: Side | null;
  ending: string;
  ms: number;
}

function playOne(t: GameTask): Outcome {
  const started = performance.now();
  const seats = { fellowship: agents[t.fellowship]!(t.seed * 2, { iterations: ITERATIONS }), sauron: agents[t.sauron]!(t.seed * 2 + 1, { iterations: ITERATIONS }) };
  const { state } = playGame(newGame({ seed: t.seed }), seats);
  return { winner: state.winner, ending: state.endReason ?? "unfinished", ms: performance.now() - started };
}

/** In a worker started by `playAll`: plays its share and posts each outcome. */
function isWorker(): boolean {
  return !isMainThread && (workerData as { kind?: string } | null)?.kind === KIND;
}
function runWorker(): void {
  const { tasks } = workerData as { tasks: [number, GameTask][] };
  for (const [i, t] of tasks) parentPort!.postMessage({ i, outcome: playOne(t) });
}

/** Plays every task on `jobs` worker threads (this bundle started again), outcomes in task order. */
function playAll(tasks: GameTask[], jobs: number): Promise<Outcome[]> {
  const out: Outcome[] = new Array(tasks.length);
  const count = Math.max(1, Math.min(jobs, tasks.length));
  return new Promise((done, fail) => {
    let running = count;
    for (let w = 0; w < count; w++) {
      const mine = tasks.map((t, i) => [i, t] as [number, GameTask]).filter(([i]) => i % count === w);
      const worker = new Worker(new URL(import.meta.url), { workerData: { kind: KIND, tasks: mine } });
      worker.on("message", (m: { i: number; outcome: Outcome }) => (out[m.i] = m.outcome));
      worker.on("error", fail);
      worker.on("exit", () => {
        if (--running === 0) done(out);
      });
    }
  });
}

const pct = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)}%` : "–");

/** ISMCTS iterations a second from positions along random games (after a warm-up). */
function iterationsPerSecond(ms: number): { rate: number; searches: number } {
  const rng = createRng(7);
  const positions: ReturnType<typeof newGame>[] = [];
  for (let g = 1; g <= 6; g++) {
    let s = newGame({ seed: g });
    const stop = 10 + g * 4;
    for (let k = 0; k < stop && !s.over; k++) {
      const a = legalActions(s);
      s = apply(s, a[nextInt(rng, a.length)]!);
    }
    if (!s.over) positions.push(s);
  }
  const search = new Ismcts(confrontationSearch, { iterations: ITERATIONS });
  const once = (i: number) => {
    const s = positions[i % positions.length]!;
    const p = s.pending!.player;
    return search.search(confrontationSearch.view(s, p), p, rng).iterations;
  };
  return searchRate(once, ms, 3);
}

export const gameSuite: Suite = {
  worker: () => isWorker() && (runWorker(), true),
  name: "confrontation",
  async run() {
    const games = Math.max(2, Number(process.env.BENCH_GAMES) || DEFAULT_GAMES);
    const jobs = Math.max(1, Number(process.env.BENCH_JOBS) || os.cpus().length);
    const speed = iterationsPerSecond(3000);
    // a pairing: `games` games, the search agent in seat i % 2; its first half of seats is the table's cell
    const pairing = (agent: string, opponent: string, seed: number): GameTask[] =>
      Array.from({ length: games }, (_, i) => (i % 2 === 0 ? { fellowship: agent, sauron: opponent, seed: seed + i } : { fellowship: opponent, sauron: agent, seed: seed + i }));
    const runs: { agent: string; opponent: string; tasks: GameTask[] }[] = [
      { agent: "ismcts", opponent: "random", tasks: pairing("ismcts", "random", 1) },
      { agent: "ismcts", opponent: "heuristic", tasks: pairing("ismcts", "heuristic", 100_001) },
      { agent: "determinized-uct", opponent: "heuristic", tasks: pairing("determinized-uct", "heuristic", 100_001) },
      { agent: "cheating-uct", opponent: "heuristic", tasks: pairing("cheating-uct", "heuristic", 100_001) },
    ];
    const started = performance.now();
    const all = await playAll(runs.flatMap((r) => r.tasks), jobs);
    const wallS = (performance.now() - started) / 1000;
    let at = 0;
    const results = runs.map((r) => {
      const outs = all.slice(at, (at += r.tasks.length));
      const won = (side: Side) => r.tasks.filter((t, i) => t[side] === r.agent && outs[i]!.winner === side).length;
      const seated = (side: Side) => r.tasks.filter((t) => t[side] === r.agent).length;
      const endings: Record<string, number> = {};
      for (const o of outs) endings[o.ending] = (endings[o.ending] ?? 0) + 1;
      const ms = outs.reduce((x, o) => x + o.ms, 0) / outs.length;
      return { ...r, won, seated, endings, ms };
    });
    const row = (r: (typeof results)[number]) => {
      const f = r.won("fellowship");
      const s = r.won("sauron");
      const nf = r.seated("fellowship");
      const ns = r.seated("sauron");
      return [r.agent, r.opponent, String(games), `${f}/${nf} (${pct(f, nf)})`, `${s}/${ns} (${pct(s, ns)})`, pct(f + s, nf + ns), Object.entries(r.endings).map(([k, v]) => `${k} ${v}`).join(", "), (r.ms / 1000).toFixed(1)];
    };
    const cell = (r: (typeof results)[number], side: Side) => `${r.won(side)}/${r.seated(side)} (${pct(r.won(side), r.seated(side))})`;
    return [
      "## The Confrontation: search agents",
      "",
      `ISMCTS, determinized UCT (20 determinizations) and cheating UCT at ${ITERATIONS.toLocaleString("en-US")} iterations a move, random rollouts to the end of the game (runtime/games/confrontation/search.ts). ${games} games a pairing, seats alternating (game i from seed i), on ${jobs} worker threads; ${wallS.toFixed(0)} s in all. \`npm run bench -- confrontation --games N\` sets the games a pairing (200 unless told).`,
      "",
      `ISMCTS speed: ${Math.round(speed.rate).toLocaleString("en-US")} iterations a second on one core (${speed.searches} searches of ${ITERATIONS} from positions along random games).`,
      "",
      table(["agent", "opponent", "games", "won as Fellowship", "won as Sauron", "won", "endings", "s a game"], results.map(row)),
      "",
      `At equal iterations (${ITERATIONS} a move), against the heuristic agent: the share of the games won in each seat.`,
      "",
      table(["agent", "as Fellowship", "as Sauron"], results.slice(1).map((r) => [r.agent, cell(r, "fellowship"), cell(r, "sauron")])),
    ].join("\n");
  },
};
