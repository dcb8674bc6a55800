/** The kernel's search agents on the game: a view deals to full states the acting deck cannot tell apart; ISMCTS plays a game. */
import { describe, expect, it } from "vitest";
import { randomAgent } from "../../../runtime/agents/random.ts";
import { createRng } from "../../../runtime/core/rng.ts";
import type { GameState } from "../../../runtime/core/state.ts";
import { playOut, type Seat } from "../../../runtime/engine/kernel.ts";
import { searchAgents } from "../../../runtime/games/war-of-the-ring/agents/search.ts";
import { deal, dealable, warOfTheRingSearch } from "../../../runtime/games/war-of-the-ring/search/game.ts";
import { actorOf, legalActions, view, warOfTheRingEngine as engine } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import type { Action } from "../../../runtime/games/war-of-the-ring/engine/types.ts";
import { wotr } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { options } from "./support/data-cards.ts";
import { started } from "./support/position.ts";

describe("search", () => {
  it("a view at an action deals to a full state with the same legal actions and the same visible cards", () => {
    const s = started("trilogy", 9);
    const p = actorOf(s)!;
    const v = view(s, p);
    expect(dealable(v)).toBeNull();
    const d = deal(v, createRng(3));
    const key = (x: GameState) => legalActions(x).map((a) => JSON.stringify(a)).sort();
    expect(key(d)).toEqual(key(s));
    for (const q of s.players) expect(q.zones.hand!.length).toBe(d.players.find((x) => x.id === q.id)!.zones.hand!.length);
    // every deck still holds its own cards
    const defsOf = (x: GameState, owner: string) => Object.values(x.cards).filter((c) => c.owner === owner).map((c) => c.def).sort();
    for (const q of s.players) expect(defsOf(d, q.id)).toEqual(defsOf(s, q.id));
    expect(warOfTheRingSearch.reward(d, p)).toBeGreaterThan(0);
  });

  it("ISMCTS plays a Trilogy game for the Free Peoples against random Shadow decks", () => {
    const s0 = engine.newGame(options("trilogy", 4));
    const agents = searchAgents();
    const seats: Record<string, Seat<GameState, Action>> = {
      frodo: agents.ismcts!(1, { iterations: 4 }),
      aragorn: agents.ismcts!(2, { iterations: 4 }),
      "witch-king": { ...randomAgent(3), cheats: true },
      saruman: { ...randomAgent(4), cheats: true },
    };
    const { state } = playOut(engine, s0, seats, 20_000);
    expect(engine.isOver(state)).toBe(true);
    expect(wotr(state).winner).not.toBeNull();
  });
});
