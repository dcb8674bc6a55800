import { describe, expect, it } from "vitest";
import { createContext, useAbility } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import type { CompiledAbility } from "../../runtime/core/handlers.ts";
import { shuffle } from "../../runtime/core/rng.ts";
import { cardsIn } from "../../runtime/core/state.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { strength, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, filter, FP, Table, term } from "./builder.ts";

const dwarf = (bind?: string) => filter("a", [term("race", { race: "dwarf" })], {}, bind);

/** `Skirmish: exert a Dwarf then make that Dwarf strength +3.` as the compiler emits it. */
const battleFury: CompiledAbility = {
  ir: { kind: "activated", timings: ["skirmish"], condition: null, costs: [{ op: "exert", args: {} }], effects: [{ op: "modify-strength", args: {} }] },
  costs: [(ctx) => ctx.pay("exert", { target: dwarf("dwarf") })],
  effects: [(ctx) => ctx.run("modify-strength", { target: { ref: "dwarf" }, amount: 3 })],
};

describe("AbilityContext", () => {
  it("binds the cost's choice so `that Dwarf` in the effect is the same card", () => {
    const t = new Table();
    t.put(companion("Frodo"));
    const gimli = t.put(companion("Gimli", { race: "dwarf", strength: 6 }));
    expect(useAbility(t.env(), battleFury)).toBe("done");
    expect(wounds(t.env(), gimli)).toBe(1);
    expect(strength(t.env(), gimli)).toBe(9);
  });

  it("asks the chooser when there is a choice, and uses its answer", () => {
    const t = new Table();
    const g1 = t.put(companion("Gimli", { race: "dwarf", strength: 6 }));
    const g2 = t.put(companion("Grimir", { race: "dwarf", strength: 3 }));
    const chooser = scriptedChooser([[g2]]);
    expect(useAbility(t.env({ chooser }), battleFury)).toBe("done");
    expect(chooser.asked.map((d) => d.kind === "cards" && d.options)).toEqual([[g1, g2]]);
    expect([wounds(t.env(), g1), wounds(t.env(), g2)]).toEqual([0, 1]);
    expect(strength(t.env(), g2)).toBe(6);
  });

  it("checks every cost before paying any: nothing is exerted when a later cost cannot be paid", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    t.state.pools.twilight = 1;
    const ability: CompiledAbility = {
      ir: { kind: "activated", costs: [{ op: "exert", args: {} }, { op: "remove-twilight", args: {} }], effects: [] },
      costs: [(ctx) => ctx.pay("exert", { target: dwarf() }), (ctx) => ctx.pay("remove-twilight", { n: 2 })],
      effects: [(ctx) => ctx.run("draw-cards", { n: 1 })],
    };
    expect(useAbility(t.env(), ability)).toBe("cannot-pay");
    expect(wounds(t.env(), gimli)).toBe(0);
    expect(t.state.pools.twilight).toBe(1);
  });

  it("stops at a failed requirement", () => {
    const t = new Table();
    const ability: CompiledAbility = { ir: { kind: "activated" }, requirements: [(ctx) => ctx.test("twilight-pool-fewer", { n: 0 })], effects: [(ctx) => ctx.run("add-twilight", { n: 1 })] };
    expect(useAbility(t.env(), ability)).toBe("requirement-failed");
    expect(t.state.pools.twilight).toBe(0);
  });

  it("`you may` asks, and a no skips the effect", () => {
    const t = new Table();
    const ability: CompiledAbility = {
      ir: { kind: "trigger", costs: [], effects: [{ op: "add-twilight", args: {}, optional: true }] },
      effects: [(ctx) => ctx.run("add-twilight", { n: 2 })],
    };
    useAbility(t.env({ chooser: scriptedChooser([false]) }), ability);
    expect(t.state.pools.twilight).toBe(0);
    useAbility(t.env({ chooser: scriptedChooser([true]) }), ability);
    expect(t.state.pools.twilight).toBe(2);
  });

  it("canPay never changes the state", () => {
    const t = new Table();
    t.put(companion("Gimli", { race: "dwarf" }));
    t.state.pools.twilight = 3;
    const before = JSON.stringify(t.state);
    const ctx = createContext(t.env());
    expect(ctx.canPay("exert", { target: dwarf("d") })).toBe(true);
    expect(ctx.canPay("remove-twilight", { n: 3 })).toBe(true);
    expect(ctx.canPay("spot", { target: a(term("race", { race: "elf" })) })).toBe(false);
    expect(JSON.stringify(t.state)).toBe(before);
  });

  it("a play step pays the lowered cost a later `its twilight cost is -2` step gives", () => {
    const t = new Table();
    const gandalf = t.put(companion("Gandalf", { race: "wizard" }));
    const aragorn = t.put(companion("Aragorn", { signet: "Gandalf", twilight: 4 }), { zone: ZONES.hand });
    const ability: CompiledAbility = {
      ir: { kind: "activated", costs: [{ op: "exert", args: {} }], effects: [{ op: "play", args: {} }, { op: "played-twilight-cost", args: { amount: -2 } }] },
      costs: [(ctx) => ctx.pay("exert", { target: { ref: "self" } })],
      effects: [
        (ctx) => ctx.run("play", { target: filter("a", [term("type", { type: "companion" }), term("has-signet", { signet: "Gandalf" })], {}, "companion"), zone: null, host: null }),
        (ctx) => ctx.run("played-twilight-cost", { target: { ref: "companion" }, amount: -2 }),
      ],
    };
    expect(useAbility(t.env({ source: gandalf }), ability)).toBe("done");
    expect(t.state.cards[aragorn]!.zone).toBe(ZONES.characters);
    expect(t.state.pools.twilight).toBe(2);
  });
});

describe("determinism", () => {
  it("the same seed and the same answers give the same log and state", () => {
    const play = () => {
      const t = new Table(99);
      for (let i = 0; i < 10; i++) t.put(companion(`C${i}`, { race: "dwarf" }), { zone: ZONES.drawDeck });
      shuffle(t.state.rng, t.state.players[0]!.zones[ZONES.drawDeck]!);
      const env = t.env();
      createContext(env).run("draw-cards", { n: 3 });
      for (const id of cardsIn(t.state, FP, ZONES.hand)) createContext(t.env({ source: id })).run("add-twilight", { n: 1 });
      return JSON.stringify(t.state);
    };
    expect(play()).toBe(play());
  });
});
