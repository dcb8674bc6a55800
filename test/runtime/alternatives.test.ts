import { describe, expect, it } from "vitest";
import { useAbility } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import type { CompiledAbility } from "../../runtime/core/handlers.ts";
import { canUse } from "../../runtime/games/lotr-tcg/engine/abilities.ts";
import { strength, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { companion, filter, Table, term } from "./builder.ts";

const of = (race: string, bind: string) => filter("a", [term("race", { race })], {}, bind);
const step = (op: string) => ({ op, args: {} });

const options = ["exert a Dwarf to make that Dwarf strength +3", "exert an Elf to make that Elf strength +1"];

/** `Skirmish: exert a Dwarf then make that Dwarf strength +3; or exert an Elf then make that Elf strength +1.` */
const either: CompiledAbility = {
  ir: {
    kind: "activated",
    timings: ["skirmish"],
    condition: null,
    costs: [step("exert")],
    effects: [step("modify-strength")],
    alternatives: [{ costs: [step("exert")], effects: [step("modify-strength")] }],
    options,
  },
  costs: [(ctx) => ctx.pay("exert", { target: of("dwarf", "dwarf") })],
  effects: [(ctx) => ctx.run("modify-strength", { target: { ref: "dwarf" }, amount: 3 })],
  alternatives: [
    {
      costs: [(ctx) => ctx.pay("exert", { target: of("elf", "elf") })],
      effects: [(ctx) => ctx.run("modify-strength", { target: { ref: "elf" }, amount: 1 })],
    },
  ],
};

describe("alternatives (`…; or …`)", () => {
  it("asks the controller which payable alternative to use, and uses only that one", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf", strength: 6 }));
    const legolas = t.put(companion("Legolas", { race: "elf", strength: 6 }));
    const chooser = scriptedChooser([1]);
    expect(useAbility(t.env({ chooser }), either)).toBe("done");
    expect(chooser.asked.map((d) => d.kind === "option" && d.options)).toEqual([options]);
    expect([wounds(t.env(), gimli), wounds(t.env(), legolas)]).toEqual([0, 1]);
    expect([strength(t.env(), gimli), strength(t.env(), legolas)]).toEqual([6, 7]);
  });

  it("does not offer an alternative that cannot be paid", () => {
    const t = new Table();
    const legolas = t.put(companion("Legolas", { race: "elf", strength: 6 }));
    const chooser = scriptedChooser([]);
    expect(useAbility(t.env({ chooser }), either)).toBe("done");
    expect(chooser.asked.filter((d) => d.kind === "option")).toEqual([]);
    expect(wounds(t.env(), legolas)).toBe(1);
    expect(strength(t.env(), legolas)).toBe(7);
  });

  it("is not usable, and changes nothing, when no alternative can be paid", () => {
    const t = new Table();
    const sam = t.put(companion("Sam", { race: "hobbit", strength: 3 }));
    expect(canUse(t.env(), either)).toBe(false);
    expect(useAbility(t.env(), either)).toBe("cannot-pay");
    expect(wounds(t.env(), sam)).toBe(0);
  });

  it("is usable when any one alternative can be paid", () => {
    const t = new Table();
    t.put(companion("Legolas", { race: "elf" }));
    expect(canUse(t.env(), either)).toBe(true);
  });
});
