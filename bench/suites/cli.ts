/**
 * What a user runs, as whole processes of the bundled CLI (built here first, as `npm run build` builds it): start-up
 * of `cardc --help` and `cardc check` of one card against `node -e 0`; `cardc simulate` cold at 1,000 and 10,000
 * games with its default (heuristic) agents and with random ones; `--jobs 2` against one job; the browser bundles of
 * each game; and the LOTR ISMCTS iterations a second, in process.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { loadGame } from "../../compiler/cli/games/load.ts";
import { Ismcts } from "../../runtime/agents/search/ismcts.ts";
import { createRng, nextInt } from "../../runtime/core/rng.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { actorOf, apply, isOver, legalActions, newGame, type Deck } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { dealable, lotrSearch } from "../../runtime/games/lotr-tcg/search/game.ts";
import { keysFor } from "../../runtime/games/lotr-tcg/search/keys.ts";
import { plugins } from "../../runtime/games/registry.ts";
import { ms, searchRate, table } from "../measure.ts";
import { root } from "../root.ts";
import type { Suite } from "./suite.ts";

const GAME = plugins[0]!.game;
const DECKS = "aragorn-starter,gandalf-starter";
const out = join(root, "node_modules", ".cache", "cardscript-bench-cli");

/** Median wall time (ms) of `runs` runs of a command, after one unmeasured. */
function timed(args: string[], runs = 7, cwd = root, env: NodeJS.ProcessEnv = process.env): number {
  spawnSync(process.execPath, args, { cwd, env });
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    spawnSync(process.execPath, args, { cwd, env, stdio: "ignore" });
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** `cardc simulate` as a fresh process: wall time, CPU time of it and its threads (by /usr/bin/time), and the games a second it reports. */
function simulate(extra: string[], cache = "off"): { wallMs: number; cpuMs: number; reported: number; summary: Record<string, unknown> } {
  const t0 = performance.now();
  const env = { ...process.env, CARDSCRIPT_CACHE: cache };
  const child = spawnSync("/usr/bin/time", ["-f", "%U %S", process.execPath, join(out, "cardc.mjs"), "simulate", "--game", GAME, "--decks", DECKS, "--json", ...extra], { cwd: root, encoding: "utf8", maxBuffer: 64 << 20, env });
  const wallMs = performance.now() - t0;
  const [user, sys] = child.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  const summary = JSON.parse(child.stdout) as Record<string, unknown>;
  return { wallMs, cpuMs: ((user ?? 0) + (sys ?? 0)) * 1000, reported: summary.gamesPerSecond as number, summary };
}

/** LOTR ISMCTS iterations a second, searching positions along random starter games (30 iterations a search, after one unmeasured). */
async function lotrIsmcts(budgetMs: number): Promise<{ rate: number; searches: number }> {
  const loaded = await loadGame(root, GAME, DECKS.split(","));
  if (!loaded.ok) throw new Error(loaded.message);
  const decks = [...loaded.value.decks.values()] as [Deck, Deck];
  const cards = loaded.value.cards as Parameters<typeof newGame>[0]["cards"];
  const game = lotrSearch();
  const rng = createRng(11);
  const positions: { view: GameState; player: string }[] = [];
  for (let g = 1; positions.length < 12 && g < 60; g++) {
    let s = newGame({ seed: g, decks, cards });
    for (let k = 0, stop = 10 + g * 7; k < stop && !isOver(s); k++) {
      const a = legalActions(s);
      s = apply(s, a[nextInt(rng, a.length)]!, a);
    }
    const p = actorOf(s);
    if (p === null || isOver(s)) continue;
    const actions = legalActions(s);
    if (actions.length < 2) continue;
    const v = game.view(s, p);
    keysFor(v, actions);
    if (dealable(v, p, rng) === null) positions.push({ view: v, player: p });
  }
  const search = new Ismcts(game, { iterations: 30 });
  const once = (i: number) => {
    const at = positions[i % positions.length]!;
    return search.search(at.view, at.player, rng).iterations;
  };
  return searchRate(once, budgetMs);
}

export const cliSuite: Suite = {
  name: "cli",
  async run() {
    execFileSync(process.execPath, ["scripts/build.mjs", "--out", out], { cwd: root, encoding: "utf8" });
    const cardc = join(out, "cardc.mjs");
    const dir = mkdtempSync(join(os.tmpdir(), "cardscript-bench-"));
    writeFileSync(join(dir, "one.card"), `game ${GAME}\nset 1\n\ncard 1C1 "A" {\n  Dwarven event\n  twilight 0\n\n  Fellowship: draw a card.\n}\n`);
    const node = timed(["-e", "0"]);
    const help = timed([cardc, "--help"]);
    const checkOne = timed([cardc, "check", join(dir, "one.card")], 7, dir);
    const inProject = timed([cardc, "check", readdirSync(join(root, "cards", GAME, "set01")).map((f) => join(root, "cards", GAME, "set01", f)).find((f) => f.endsWith(".card"))!]);
    const oneGame = [cardc, "simulate", "--game", GAME, "--decks", DECKS, "-n", "1"];
    const compiling = timed(oneGame, 7, root, { ...process.env, CARDSCRIPT_CACHE: "off" });
    const cached = timed(oneGame, 7, root, { ...process.env, CARDSCRIPT_CACHE: join(dir, "cache") });
    rmSync(dir, { recursive: true, force: true });

    const rows: string[][] = [];
    for (const [agents, n] of [["heuristic", 1000], ["heuristic", 10000], ["random", 1000], ["random", 10000]] as const) {
      const r = simulate(["-n", String(n), ...(agents === "random" ? ["--agents", "random"] : [])]);
      rows.push([agents, n.toLocaleString("en"), ms(r.wallMs), ((n / r.wallMs) * 1000).toFixed(0), r.reported.toFixed(0)]);
    }
    const one = simulate(["-n", "2000"]);
    const two = simulate(["-n", "2000", "--jobs", "2"]);
    const strip = ({ elapsedMs, gamesPerSecond, ...rest }: Record<string, unknown>) => JSON.stringify(rest);
    const same = strip(one.summary) === strip(two.summary);

    const bundles = readdirSync(out)
      .filter((f) => /^runtime.*\.min\.mjs$/.test(f))
      .sort()
      .map((f) => {
        const bytes = readFileSync(join(out, f));
        return [f, bytes.length.toLocaleString("en"), gzipSync(bytes, { level: 9 }).length.toLocaleString("en")];
      });
    const ismcts = await lotrIsmcts(8000);
    return [
      "## What a user runs: start-up, simulate, bundles",
      "",
      "Whole processes of the bundled CLI (`scripts/build.mjs`, as `npm run build` makes it), each started cold; the medians of 7 runs",
      "after one unmeasured (targets: within 2× of `node -e 0`).",
      "",
      table(
        ["command", "wall ms", "× node -e 0"],
        [
          ["`node -e 0`", ms(node), "1.0"],
          ["`cardc --help`", ms(help), (help / node).toFixed(1)],
          ["`cardc check one.card` (a folder without a project)", ms(checkOne), (checkOne / node).toFixed(1)],
          ["`cardc check` of one file of set 1 (the project's other cards read as context)", ms(inProject), (inProject / node).toFixed(1)],
          ["`cardc simulate -n 1`, compiling the cards (`CARDSCRIPT_CACHE=off`)", ms(compiling), (compiling / node).toFixed(1)],
          ["`cardc simulate -n 1`, the compiled cards read from the compile cache", ms(cached), (cached / node).toFixed(1)],
        ],
      ),
      "",
      `\`cardc simulate --game ${GAME} --decks ${DECKS} -n N\`, a fresh process each (compiling the cards included: no compile cache; targets: heuristic ≥ 1,500 games/s steady, cold 10,000 ≥ 1,000 games/s). "Reported" is the command's own figure, its games alone.`,
      "",
      table(["agents", "games", "wall ms", "games/s (wall)", "games/s (reported)"], rows),
      "",
      `\`--jobs 2\` against one job, -n 2000 heuristic (target ≥ 0.8 × 2 on 2 free cores; this machine has ${os.cpus().length}): ${ms(one.wallMs)} ms against ${ms(two.wallMs)} ms wall, ${(one.wallMs / two.wallMs).toFixed(2)}× faster; CPU ${ms(one.cpuMs)} ms against ${ms(two.cpuMs)} ms. Same summary: ${same ? "yes" : "NO"}.`,
      "",
      "Runtime bundles (esbuild, minified; gzip -9). `runtime.min.mjs` is every game with the scenario runner; `runtime-<game>.min.mjs` is one game's table for a browser (target ≤ 40 KB gzipped):",
      "",
      table(["file", "bytes", "gzipped"], bundles),
      "",
      `LOTR ISMCTS, in process: ${ismcts.rate.toFixed(0)} iterations a second (${ismcts.searches} searches of 30 iterations, rollouts to the end of the game, from positions along random starter games).`,
    ].join("\n");
  },
};
