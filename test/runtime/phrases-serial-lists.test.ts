/** Phrases added for the serial-list cards (1U48, 1U64, 1U65, 1R71, 1U198), over small hand-built states. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { triggers } from "../../runtime/core/statics.ts";
import { modifiedFlag } from "../../runtime/core/modifiers.ts";
import type { CardId } from "../../runtime/core/state.ts";
import { lotr, PARTICIPATES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { strength } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, Table, term } from "./builder.ts";

const race = (r: string) => term("race", { race: r });

describe("strength-and-participation (effect)", () => {
  it("gives the chosen ally the bonus and makes it participate", () => {
    const t = new Table();
    const elrond = t.put({ ...companion("Elrond", { race: "elf", strength: 8 }), type: "ally" });
    const frodo = t.put(companion("Frodo"));
    expect(modifiedFlag(t.env(), elrond, PARTICIPATES, false)).toBe(false);
    createContext(t.env()).run("strength-and-participation", { target: a(race("elf")), amount: 3 });
    expect(strength(t.env(), elrond)).toBe(11);
    expect(modifiedFlag(t.env(), elrond, PARTICIPATES, false)).toBe(true);
    expect(strength(t.env(), frodo)).toBe(3);
    expect(modifiedFlag(t.env(), frodo, PARTICIPATES, false)).toBe(false);
  });

  it("does nothing when no such character is in play", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    createContext(t.env()).run("strength-and-participation", { target: a(race("elf")), amount: 3 });
    expect(strength(t.env(), frodo)).toBe(3);
  });
});

describe("spot-all (cost)", () => {
  it("can be paid only when every one of the list is in play", () => {
    const t = new Table();
    t.put(companion("Gimli", { race: "dwarf" }));
    t.put(companion("Gandalf", { race: "wizard" }));
    const args = { targets: [a(race("wizard")), a(race("dwarf")), a(race("elf"))] };
    expect(createContext(t.env()).canPay("spot-all", args)).toBe(false);
    expect(createContext(t.env()).pay("spot-all", args)).toBe(false);
    t.put(companion("Legolas", { race: "elf" }));
    expect(createContext(t.env()).canPay("spot-all", args)).toBe(true);
    expect(createContext(t.env()).pay("spot-all", args)).toBe(true);
    const two = { targets: [a(race("wizard")), a(race("hobbit"))] };
    expect(createContext(t.env()).canPay("spot-all", two)).toBe(false);
  });
});

describe("is-at-one-of-sites (condition)", () => {
  it("holds while the character is in play and the fellowship is at one of the sites", () => {
    const t = new Table();
    t.put(companion("Haldir", { race: "elf" }));
    const test = () => createContext(t.env()).test("is-at-one-of-sites", { who: a(race("elf")), sites: [6, 7, 8] });
    for (const [site, holds] of [[5, false], [6, true], [7, true], [8, true], [9, false]] as const) {
      lotr(t.state).site = site;
      expect(test()).toBe(holds);
    }
    expect(createContext(t.env()).test("is-at-one-of-sites", { who: a(race("dwarf")), sites: [6, 7, 9] })).toBe(false);
  });
});

describe("fellowship-moves-to-one-of-sites-containing (trigger)", () => {
  it("fires on a move to one of the sites while such a companion is in the fellowship", () => {
    const t = new Table();
    const fires = (site: CardId, target = a(race("dwarf"))) =>
      triggers(t.env(), { kind: "trigger", trigger: term("fellowship-moves-to-one-of-sites-containing", { sites: [4, 5, 6], target }) }, makeEvent(t.state, { type: "move-to", cards: [site] }));
    const site4 = t.put({ title: "Mine", type: "site", site: 4 });
    const site3 = t.put({ title: "Terrace", type: "site", site: 3 });
    expect(fires(site4)).toBeNull();
    t.put(companion("Gimli", { race: "dwarf" }));
    expect(fires(site4)).toEqual({});
    expect(fires(site3)).toBeNull();
    t.put({ ...companion("Elrond", { race: "elf" }), type: "ally" });
    expect(fires(site4, a(race("elf")))).toBeNull();
  });
});
