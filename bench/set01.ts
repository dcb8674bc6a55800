/**
 * Set 1: check (parse + check) and build (check + emit every file in memory) of all bundled set-1
 * cards (cards/lotr-tcg/set01), and games per second between random legal decks drawn from them.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { globSync } from "tinyglobby";
import { loadCards } from "../compiler/cli/games/load.ts";
import { emitSet } from "../compiler/emit/index.ts";
import { compile } from "../compiler/services/compile.ts";
import { playNewGame, type Agent } from "../runtime/games/lotr-tcg/agents/agent.ts";
import { heuristicAgent } from "../runtime/games/lotr-tcg/agents/heuristic.ts";
import { randomAgent } from "../runtime/agents/random.ts";
import type { CardLibrary, Deck } from "../runtime/games/lotr-tcg/engine/engine.ts";
import { randomDeck } from "../runtime/games/lotr-tcg/random-deck.ts";
import { gameRounds, measure, ms, table } from "./measure.ts";
import type { Suite } from "./suites/suite.ts";
import { root } from "./root.ts";

const SET = "cards/lotr-tcg/set01";

function compileRow(): string[] {
  const sources = globSync(`${SET}/*.card`, { cwd: root })
    .sort()
    .map((path) => ({ path, text: readFileSync(resolve(root, path), "utf8") }));
  const result = compile(sources);
  const cards = result.sets.reduce((n, s) => n + s.cards.length, 0);
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;
  const check = measure(() => compile(sources), 20, 3);
  const build = measure(() => compile(sources).sets.flatMap((s) => emitSet(s)), 20, 3);
  const lines = sources.reduce((n, s) => n + s.text.split("\n").length, 0);
  return [String(sources.length), String(cards), String(lines), String(errors), ms(check.median), ms(check.p95), ms(build.median), ms(build.p95), ((build.median * 1000) / cards).toFixed(0)];
}

function decksFor(cards: CardLibrary, seed: number): [Deck, Deck] {
  const make = (s: number) => {
    const r = randomDeck(cards.defs, s);
    if (!r.ok) throw new Error(`no random deck: ${r.reason}`);
    return r.deck;
  };
  return [make(2 * seed), make(2 * seed + 1)];
}

function gamesRow(cards: CardLibrary, label: string, agents: (seed: number) => [Agent, Agent], games: number, warmupGames: number): string[] {
  const decks = Array.from({ length: games }, (_, i) => decksFor(cards, i + 1));
  const play = (i: number) => {
    const [p1, p2] = agents(i);
    return playNewGame({ seed: i + 1, decks: decks[i % decks.length]!, cards }, { p1, p2 }).steps;
  };
  const r = gameRounds(play, games, { rounds: 3, warmupGames });
  const perSecond = (n: number, ms: number) => (n / ms) * 1000;
  return [
    label,
    `${games} × ${r.rounds}`,
    String(r.warmupGames),
    (r.steps / games).toFixed(0),
    perSecond(games, r.medianMs).toFixed(1),
    perSecond(games, r.bestMs).toFixed(1),
    perSecond(r.steps, r.medianMs).toFixed(0),
  ];
}

export const set01Suite: Suite = {
  name: "set01",
  async run() {
    const loaded = await loadCards(root, "lotr-tcg");
    if (!loaded.ok) throw new Error(loaded.message);
    const cards = loaded.value;
    const deckTime = measure(() => decksFor(cards, 1), 200, 20);
    const rows = [
      gamesRow(cards, "random vs random", (i) => [randomAgent(i), randomAgent(i + 7)], 200, 1_000),
      gamesRow(cards, "heuristic vs random", (i) => (i % 2 ? [heuristicAgent(i), randomAgent(i + 7)] : [randomAgent(i), heuristicAgent(i + 7)]), 100, 500),
    ];
    return [
      "## Set 1",
      "",
      `Check (parse + check) and build (check + emit, in memory) of all bundled set-1 cards (\`${SET}\`), times in ms (median, p95 of 20 runs).`,
      "",
      table(["files", "cards", "lines", "errors", "check", "check p95", "build", "build p95", "µs/card (build)"], [compileRow()]),
      "",
      `Games between random legal decks from those cards (runtime/games/lotr-tcg/random-deck.ts; a new pair of decks per game, invariants off), one core, timed after a warm-up (see the engine section). Generating a pair of decks: ${ms(deckTime.median)} ms.`,
      "",
      table(["agents", "games × rounds", "warm-up games", "actions/game", "games/s (median round)", "games/s (best round)", "actions/s"], rows),
    ].join("\n");
  },
};
