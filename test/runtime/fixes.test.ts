import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import type { CompiledAbility } from "../../runtime/core/handlers.ts";
import { cardsIn } from "../../runtime/core/state.ts";
import { lotr, TWILIGHT, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { playEvent } from "../../runtime/games/lotr-tcg/state/play.ts";
import { isRoaming, keyword, resistance, strength, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import * as runtime from "../../runtime/index.ts";
import { a, companion, every, minion, SH, Table, term } from "./builder.ts";

describe("make-ring-bearer", () => {
  it("sets the new Ring-bearer's resistance (Sam: 5), whatever was printed", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { resistance: 10 }));
    const sam = t.put(companion("Sam", { resistance: 5 }));
    t.ringBearer(frodo);
    createContext(t.env({ source: sam })).run("make-ring-bearer", { target: { ref: "self" }, resistance: 5 });
    expect(lotr(t.state).ringBearer[t.state.cards[sam]!.owner]).toBe(sam);
    expect(resistance(t.env(), sam)).toBe(5);
  });
});

describe("roaming", () => {
  const roamingMinions = every(term("keyword", { keyword: "roaming" }), term("type", { type: "minion" }));

  it("a minion is roaming while its site number is higher than the fellowship's site", () => {
    const t = new Table();
    lotr(t.state).site = 3;
    const far = t.put(minion("Far", { site: 4 }));
    const near = t.put(minion("Near", { site: 3 }));
    expect([isRoaming(t.env(), far), isRoaming(t.env(), near)]).toEqual([true, false]);
    expect([keyword(t.env(), far, "roaming"), keyword(t.env(), near, "roaming")]).toEqual([1, 0]);
    lotr(t.state).site = 4;
    expect(isRoaming(t.env(), far)).toBe(false);
  });

  it("`each roaming minion` (Eregion's Trails) matches only the roaming ones", () => {
    const t = new Table();
    lotr(t.state).site = 2;
    const far = t.put(minion("Far", { site: 5, strength: 9 }));
    const near = t.put(minion("Near", { site: 2, strength: 9 }));
    createContext(t.env()).run("modify-strength", { target: roamingMinions, amount: -3 });
    expect([strength(t.env(), far), strength(t.env(), near)]).toEqual([6, 9]);
  });

  it("`when skirmishing a roaming minion` (Swordsman of the Northern Kingdom) holds only against a roaming one", () => {
    const t = new Table();
    lotr(t.state).site = 2;
    const ranger = t.put(companion("Ranger", { race: "man" }));
    const far = t.put(minion("Far", { site: 5 }));
    const near = t.put(minion("Near", { site: 1 }));
    const roamingEnemy = { who: null, enemy: a(term("keyword", { keyword: "roaming" }), term("type", { type: "minion" })) };
    startSkirmish(t.env(), ranger, [near]);
    expect(createContext(t.env({ source: ranger })).test("skirmishing", roamingEnemy)).toBe(false);
    startSkirmish(t.env(), ranger, [far]);
    expect(createContext(t.env({ source: ranger })).test("skirmishing", roamingEnemy)).toBe(true);
  });
});

describe("playEvent", () => {
  it("pays the Shadow cost, runs the ability, then discards the event", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { vitality: 4 }));
    const ev = t.put({ title: "Stab", type: "event", side: "shadow", twilight: 2 }, { zone: ZONES.hand, owner: SH });
    t.state.pools[TWILIGHT] = 3;
    const ability: CompiledAbility = { ir: {}, effects: [(ctx) => ctx.run("wound", { target: a(term("title", { title: "Frodo" })) })] };
    expect(playEvent(t.env(), ev, ability)).toBe(true);
    expect(t.state.pools[TWILIGHT]).toBe(1);
    expect(wounds(t.env(), frodo)).toBe(1);
    expect(t.state.cards[ev]!.zone).toBe(ZONES.discard);
    expect(cardsIn(t.state, SH, ZONES.hand)).toEqual([]);
  });

  it("refuses (and changes nothing) when the Shadow player cannot pay", () => {
    const t = new Table();
    const ev = t.put({ title: "Stab", type: "event", side: "shadow", twilight: 2 }, { zone: ZONES.hand, owner: SH });
    t.state.pools[TWILIGHT] = 1;
    expect(playEvent(t.env(), ev, { ir: {}, effects: [] })).toBe(false);
    expect(t.state.cards[ev]!.zone).toBe(ZONES.hand);
    expect(t.state.pools[TWILIGHT]).toBe(1);
  });
});

describe("runtime/index.ts", () => {
  it("exports the engine, the agents, the scenario runner and the game tables", () => {
    for (const name of ["newGame", "legalActions", "apply", "isOver", "winner", "replay", "pendingDecision", "playGame", "randomAgent", "heuristicAgent", "parseScenarios", "runScenario", "playEvent"]) {
      expect(typeof (runtime as Record<string, unknown>)[name], name).toBe("function");
    }
    expect(Object.keys(runtime.tables)).toEqual(runtime.plugins.filter((p) => p.table).map((p) => p.game));
    expect(Object.keys(runtime.tables).length).toBeGreaterThan(1);
  });
});
