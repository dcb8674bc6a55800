/**
 * The turn engine: games per second on one core (random vs random, heuristic vs random and vs heuristic, the
 * starter decks, seats alternating) and the size of the browser runtime bundle (minified, gzipped).
 */
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { loadGame } from "../compiler/cli/games/load.ts";
import { gameRounds, table, withGcTime, type GameRounds, type GcTime } from "./measure.ts";
import type { Suite } from "./suites/suite.ts";
import { root } from "./root.ts";

const DECKS = ["aragorn-starter", "gandalf-starter"];

/** Plays starter game i (seats and decks alternating) between the two agents; returns its actions. */
async function starterGames(agents: [string, string]): Promise<(i: number) => number> {
  const loaded = await loadGame(root, "lotr-tcg", DECKS);
  if (!loaded.ok) throw new Error(loaded.message);
  const { table: t, cards, decks } = loaded.value;
  const [a, b] = DECKS.map((d) => decks.get(d)!);
  return (i: number) => {
    const seats = { p1: t.agents[agents[i % 2]]!(i), p2: t.agents[agents[(i + 1) % 2]]!(i + 7) };
    return t.playNewGame({ seed: i + 1, decks: i % 2 ? [b!, a!] : [a!, b!], cards }, seats).steps;
  };
}

/**
 * Plays starter game i between two random agents through the step API, as a caller holding each state would:
 * `newGame`, then `legalActions` and `apply` (a new state per action) until the end; returns its actions.
 */
async function stepByStepGames(): Promise<(i: number) => number> {
  const loaded = await loadGame(root, "lotr-tcg", DECKS);
  if (!loaded.ok) throw new Error(loaded.message);
  const { table: t, cards, decks } = loaded.value;
  const [a, b] = DECKS.map((d) => decks.get(d)!);
  return (i: number) => {
    const seats: Record<string, (typeof t.agents)[string] extends (s: number) => infer A ? A : never> = { p1: t.agents.random!(i), p2: t.agents.random!(i + 7) };
    let state = t.newGame({ seed: i + 1, decks: i % 2 ? [b!, a!] : [a!, b!], cards });
    let steps = 0;
    for (let who = t.actorOf(state); who !== null; who = t.actorOf(state), steps++) {
      const legal = t.legalActions(state);
      state = t.apply(state, seats[who]!.choose(state, legal), legal);
    }
    return steps;
  };
}

async function gamesPerSecond(agents: [string, string], games: number, warmupGames: number): Promise<GameRounds> {
  return gameRounds(await starterGames(agents), games, { warmupGames });
}

/** The collector's pauses over one more round of random-vs-random games (after the timed rounds' warm-up). */
async function gcDuringGames(games: number): Promise<GcTime> {
  const play = await starterGames(["random", "random"]);
  for (let i = 0; i < games; i++) play(i);
  return withGcTime(() => {
    for (let i = 0; i < games; i++) play(i);
  });
}

/** Heuristic against random over `games` games (seats and decks alternating): the heuristic's win rate in each seat. */
async function heuristicWinRates(games: number): Promise<Record<string, number>> {
  const loaded = await loadGame(root, "lotr-tcg", DECKS);
  if (!loaded.ok) throw new Error(loaded.message);
  const { table: t, cards, decks } = loaded.value;
  const [a, b] = DECKS.map((d) => decks.get(d)!);
  const wins: Record<string, number> = { p1: 0, p2: 0 };
  for (let i = 0; i < games; i++) {
    const [h, r] = i % 2 ? ["p2", "p1"] : ["p1", "p2"];
    const { state } = t.playNewGame({ seed: i + 1, decks: i % 4 < 2 ? [a!, b!] : [b!, a!], cards }, { [h]: t.agents.heuristic!(i), [r]: t.agents.random!(i + 500) });
    if (t.winner(state) === h) wins[h]!++;
  }
  return { p1: wins.p1! / Math.ceil(games / 2), p2: wins.p2! / Math.floor(games / 2) };
}

async function bundleBytes(): Promise<{ minified: number; gzipped: number }> {
  const out = await build({ entryPoints: [resolve(root, "runtime/index.ts")], bundle: true, minify: true, format: "esm", platform: "browser", write: false, logLevel: "silent" });
  const code = out.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code).length };
}

export const engineSuite: Suite = {
  name: "engine",
  async run() {
    const rows: string[][] = [];
    const perSecond = (n: number, ms: number) => (n / ms) * 1000;
    // the first row's warm-up starts from code V8 has not optimised yet: its first round is the cold figure
    let cold = "";
    for (const [label, agents, games, warmup] of [
      ["random vs random", ["random", "random"], 200, 3_000],
      ["heuristic vs random", ["heuristic", "random"], 100, 1_500],
      ["heuristic vs heuristic (`cardc simulate`'s default agents)", ["heuristic", "heuristic"], 100, 1_500],
      ["random vs random, step by step (`apply`)", null, 50, 500],
    ] as const) {
      const r = agents ? await gamesPerSecond([agents[0], agents[1]], games, warmup) : gameRounds(await stepByStepGames(), games, { warmupGames: warmup });
      cold ||= perSecond(r.games, r.coldMs).toFixed(1);
      rows.push([
        label,
        `${r.games} × ${r.rounds}`,
        String(r.warmupGames),
        (r.steps / r.games).toFixed(0),
        perSecond(r.games, r.medianMs).toFixed(1),
        perSecond(r.games, r.bestMs).toFixed(1),
        perSecond(r.steps, r.medianMs).toFixed(0),
        perSecond(r.games, r.medianCpuMs).toFixed(1),
      ]);
    }
    const gc = await gcDuringGames(200);
    const rates = await heuristicWinRates(1_000);
    const size = await bundleBytes();
    return [
      "## Engine",
      "",
      "LOTR starter decks, seats alternating, one core (targets: ≥ 2,000 random-vs-random games/s; ≥ 1,500 heuristic-vs-heuristic games/s steady). Games run through",
      "`playNewGame` (the engine's live path from a new game), the same games in each of 5 rounds after a warm-up: games/s and",
      "actions/s of the median round and games/s of the best one, by wall time; games per CPU second (median round) count only",
      "this process's CPU time, which a busy shared machine disturbs less. The warm-up lets V8 optimise the engine's code,",
      "which takes it the first two thousand games or so: the rounds time a long simulation's steady state. The last row plays",
      "random games (the first 50 seeds) through the step API instead: `legalActions`, then `apply`, which returns a new state, each action.",
      "",
      table(["agents", "games × rounds", "warm-up games", "actions/game", "games/s (median)", "games/s (best)", "actions/s", "games per CPU second"], rows),
      "",
      `Cold start: the first 200 random-vs-random games of the process (the warm-up's first round, before V8 has optimised the engine) ran at ${cold} games/s.`,
      "",
      `Garbage collection over one more round of the 200 random-vs-random games: ${gc.minor} young-generation collections (${gc.minorMs.toFixed(0)} ms) and ${gc.major} full ones (${gc.majorMs.toFixed(0)} ms), ${(((gc.minorMs + gc.majorMs) / gc.wallMs) * 100).toFixed(1)}% of the round's ${gc.wallMs.toFixed(0)} ms.`,
      "",
      `Heuristic vs random, 1,000 games (seats and decks alternating; target ≥ 70% from either seat): ${(rates.p1! * 100).toFixed(1)}% as p1, ${(rates.p2! * 100).toFixed(1)}% as p2.`,
      "",
      `Runtime bundle (esbuild, runtime/index.ts, minified): ${size.minified} bytes; gzipped (zlib): ${size.gzipped} bytes.`,
    ].join("\n");
  },
};
