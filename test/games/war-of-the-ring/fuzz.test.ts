/**
 * Seeded random games with the card files and the scenario decks, to the end, invariants checked after every step
 * (every card in exactly one place, hand limits at the end of the action step, each path used at most once, scores
 * equal to the scoring areas: engine/invariants.ts). The suite plays 1,000 under `CI`, else 200, or `FUZZ_GAMES`;
 * `npm run fuzz` plays 10,000 (with every game's fuzzer). Games go round the scenarios: trilogy, duel, duel-3, fellowship, trilogy …
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCompiledCards } from "../../../compiler/cli/commands/test.ts";
import { parseDeck } from "../../../compiler/decks/parse.ts";
import { randomAgent } from "../../../runtime/agents/random.ts";
import type { CardDefs } from "../../../runtime/core/cards.ts";
import { playOut, withInvariants } from "../../../runtime/engine/kernel.ts";
import { warOfTheRingEngine as engine } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import { FIXED_LOCATIONS } from "../../../runtime/games/war-of-the-ring/fixed-locations.ts";
import { warOfTheRingRules } from "../../../runtime/games/war-of-the-ring/impl/index.ts";
import { SCENARIOS, wotr, type ScenarioId } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { deckFromLines, SCENARIO_DECKS, scenarioEngineTables } from "../../../runtime/games/war-of-the-ring/engine-table.ts";

const GAMES = Number(process.env.FUZZ_GAMES ?? (process.env.CI ? 1000 : 200));
const FIRST = Number(process.env.FUZZ_FIRST_SEED ?? 1);

const loaded = await loadCompiledCards(["cards/war-of-the-ring"]);
const game = loaded.byGame["war-of-the-ring"]!;
const cards = { defs: game.defs as CardDefs, handlers: game.handlers, name: "wotr-fuzz" };

function deck(name: string): string[] {
  const path = `cards/war-of-the-ring/decks/${name}.deck`;
  const out = deckFromLines(parseDeck(readFileSync(path, "utf8"), path).deck.lines);
  if (typeof out === "string") throw new Error(`${path}: ${out}`);
  return out;
}

/** Each scenario's decks by seat (player id). */
const decks = Object.fromEntries(
  SCENARIOS.map((s) => [s, Object.fromEntries(scenarioEngineTables[s].players.map((p, k) => [p, deck(SCENARIO_DECKS[s][k]!)]))]),
) as Record<ScenarioId, Record<string, string[]>>;

describe("random games with the card files and the scenario decks", () => {
  it(`play ${GAMES} games from seed ${FIRST} to the end, invariants holding after every step`, { timeout: 3_600_000 }, () => {
    expect(loaded.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const checked = withInvariants(engine);
    const endings: Record<string, number> = {};
    const winners: Record<string, number> = {};
    for (let seed = FIRST; seed < FIRST + GAMES; seed++) {
      const scenario = SCENARIOS[seed % SCENARIOS.length]!;
      const s0 = checked.newGame({ scenario, seed, decks: decks[scenario], cards, rules: warOfTheRingRules, fixedLocations: FIXED_LOCATIONS[scenario], checkInvariants: true });
      const seats = Object.fromEntries(s0.players.map((p, k) => [p.id, randomAgent(seed * 13 + k)]));
      const { state } = playOut(checked, s0, seats, 50_000);
      expect(engine.isOver(state), `${scenario} seed ${seed} ended`).toBe(true);
      const x = wotr(state);
      expect(x.winner, `${scenario} seed ${seed} has a winner`).not.toBeNull();
      endings[`${scenario}:${x.ending}`] = (endings[`${scenario}:${x.ending}`] ?? 0) + 1;
      winners[x.winner!] = (winners[x.winner!] ?? 0) + 1;
    }
    console.log(`war-of-the-ring fuzz: ${GAMES} games; winners ${JSON.stringify(winners)}; endings ${JSON.stringify(endings)}`);
  });
});
