/**
 * The game's cards with their implementations in play: random games of each scenario with the compiled card files and
 * the game's rules, invariants on, to the end; every phrase the games reached ran without an error.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCompiledCards } from "../../../compiler/cli/commands/test.ts";
import { randomAgent } from "../../../runtime/agents/random.ts";
import type { CardDefs } from "../../../runtime/core/cards.ts";
import { playOut, withInvariants } from "../../../runtime/engine/kernel.ts";
import type { CompiledCards } from "../../../runtime/games/war-of-the-ring/engine/types.ts";
import { warOfTheRingEngine as engine } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import { FIXED_LOCATIONS } from "../../../runtime/games/war-of-the-ring/fixed-locations.ts";
import { warOfTheRingRules } from "../../../runtime/games/war-of-the-ring/impl/index.ts";
import { wotr, type ScenarioId } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { decksFor } from "./support/data-cards.ts";

const DIR = resolve(import.meta.dirname, "../../../cards/war-of-the-ring");
let cards: CompiledCards;

beforeAll(async () => {
  const files = readdirSync(DIR).filter((n) => n.endsWith(".card")).map((n) => join(DIR, n));
  const loaded = await loadCompiledCards(files);
  expect(loaded.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const game = loaded.byGame["war-of-the-ring"]!;
  cards = { defs: game.defs as CardDefs, handlers: game.handlers, name: "wotr-card-files" };
});

/** The effects and costs the games carried out. */
const ran = new Set<string>();

const seats = (seed: number, players: string[]) => Object.fromEntries(players.map((p, i) => [p, randomAgent(seed * 11 + i)]));

describe("random games with the card files", () => {
  for (const [scenario, games] of [["trilogy", 30], ["duel", 10], ["duel-3", 10], ["fellowship", 10]] as [ScenarioId, number][]) {
    it(`plays ${games} random ${scenario} games to the end, invariants on`, () => {
      const checked = withInvariants(engine);
      for (let seed = 1; seed <= games; seed++) {
        const s0 = checked.newGame({ scenario, seed, decks: decksFor(scenario), cards, rules: warOfTheRingRules, fixedLocations: FIXED_LOCATIONS[scenario], checkInvariants: true });
        const { state } = playOut(checked, s0, seats(seed, s0.players.map((p) => p.id)), 20_000);
        expect(engine.isOver(state), `${scenario} seed ${seed}`).toBe(true);
        expect(wotr(state).winner, `${scenario} seed ${seed}`).not.toBeNull();
        for (const e of state.log as { type: string; effect?: string; cost?: string }[]) if (e.type === "effect" || e.type === "pay") ran.add(e.effect ?? e.cost ?? "");
      }
    });
  }
});

describe("what the random games carried out", () => {
  it("reached most of the game's effects", () => {
    const effects = warOfTheRingRules.implementations;
    const all = Object.keys(effects).filter((id) => effects[id]!.kind === "effect");
    const missed = all.filter((id) => !ran.has(id));
    if (process.env.WOTR_SHOW_PHRASES) console.log("effects not reached", missed);
    expect(missed.length).toBeLessThanOrEqual(3);
  });
});
