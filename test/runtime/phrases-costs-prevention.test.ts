/** Effects paid as costs (in full: `discard the top 3 cards from your draw deck then …`) and `<player> may <costs> then prevent this.` */
import { describe, expect, it } from "vitest";
import { useAbility } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import type { CompiledAbility } from "../../runtime/core/handlers.ts";
import { cardsIn } from "../../runtime/core/state.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { companion, filter, FP, minion, SH, Table, term } from "./builder.ts";

const deckOf = (t: Table, n: number) => Array.from({ length: n }, (_, k) => t.put(companion(`Deck ${k}`), { zone: ZONES.drawDeck }));

/** `discard the top 3 cards from your draw deck then add (1)`: an effect with no `pay` of its own, paid as a cost. */
const discardTopThenAdd: CompiledAbility = {
  ir: { kind: "activated", costs: [{ op: "discard-top-of-draw-deck", args: { n: 3 } }], effects: [{ op: "add-twilight", args: { n: 1 } }] },
  costs: [(ctx) => ctx.pay("discard-top-of-draw-deck", { n: 3 })],
  effects: [(ctx) => ctx.run("add-twilight", { n: 1 })],
};

/** `draw a card. An opponent may remove (3) then prevent this.` */
const preventableDraw: CompiledAbility = {
  ir: { kind: "activated", costs: [], effects: [{ op: "draw-cards", args: { n: 1 } }], prevention: { by: "opponent", costs: [{ op: "remove-twilight", args: { n: 3 } }] } },
  effects: [(ctx) => ctx.run("draw-cards", { n: 1 })],
};

describe("an effect paid as a cost", () => {
  it("is carried out in full: with 3 cards in the draw deck all 3 are discarded and the effect follows", () => {
    const t = new Table();
    deckOf(t, 3);
    expect(useAbility(t.env(), discardTopThenAdd)).toBe("done");
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([]);
    expect(cardsIn(t.state, FP, ZONES.discard)).toHaveLength(3);
    expect(t.state.pools.twilight).toBe(1);
  });

  it("cannot be paid in part: with 2 cards nothing is discarded and the ability cannot be used", () => {
    const t = new Table();
    deckOf(t, 2);
    expect(useAbility(t.env(), discardTopThenAdd)).toBe("cannot-pay");
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toHaveLength(2);
    expect(t.state.pools.twilight).toBe(0);
  });

  it("`reveal any number of … from your hand` binds the cards revealed and X to their number", () => {
    const t = new Table();
    const orcs = [0, 1, 2].map((k) => t.put(minion(`Orc ${k}`), { owner: FP, zone: ZONES.hand }));
    const env = t.env({ chooser: scriptedChooser([[orcs[0]!, orcs[2]!]]) });
    const ability: CompiledAbility = {
      ir: { kind: "activated", costs: [{ op: "reveal-any-number-from-hand", args: {} }], effects: [] },
      costs: [(ctx) => ctx.pay("reveal-any-number-from-hand", { target: filter("every", [term("race", { race: "orc" })]) })],
    };
    expect(useAbility(env, ability)).toBe("done");
    expect(env.bindings.revealed).toEqual({ cards: [orcs[0], orcs[2]] });
    expect(env.bindings.X).toEqual({ number: 2 });
  });

  it("`exert its bearer X times`: the player chooses X (1 up to what the bearer can exert) and it binds X", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { vitality: 4 }));
    const sting = t.put({ title: "Sting", type: "possession", side: "free-peoples", culture: "shire" }, { on: frodo });
    const chooser = scriptedChooser([2]);
    const env = t.env({ chooser, bindings: { item: { cards: [sting] } } });
    const ability: CompiledAbility = {
      ir: { kind: "activated", costs: [{ op: "exert-bearer", args: {} }], effects: [] },
      costs: [(ctx) => ctx.pay("exert-bearer", { item: { ref: "item" }, n: "X" })],
    };
    expect(useAbility(env, ability)).toBe("done");
    expect(chooser.asked.map((d) => d.kind === "option" && d.options)).toEqual([["1", "2", "3"]]);
    expect(wounds(env, frodo)).toBe(3);
    expect(env.bindings.X).toEqual({ number: 3 });
  });
});

describe("an opponent paying to prevent", () => {
  it("stops the effects when the opponent pays (the cost is paid by that player)", () => {
    const t = new Table();
    deckOf(t, 2);
    t.state.pools.twilight = 4;
    const chooser = scriptedChooser([true]);
    expect(useAbility(t.env({ chooser }), preventableDraw)).toBe("done");
    expect(chooser.asked.map((d) => d.kind === "yes-no" && d.player)).toEqual([SH]);
    expect(t.state.pools.twilight).toBe(1);
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([]);
  });

  it("lets the effects happen when the opponent declines", () => {
    const t = new Table();
    deckOf(t, 2);
    t.state.pools.twilight = 4;
    expect(useAbility(t.env({ chooser: scriptedChooser([false]) }), preventableDraw)).toBe("done");
    expect(t.state.pools.twilight).toBe(4);
    expect(cardsIn(t.state, FP, ZONES.hand)).toHaveLength(1);
  });

  it("is not offered when the opponent cannot pay in full", () => {
    const t = new Table();
    deckOf(t, 2);
    t.state.pools.twilight = 2;
    const chooser = scriptedChooser([]);
    expect(useAbility(t.env({ chooser }), preventableDraw)).toBe("done");
    expect(chooser.asked).toEqual([]);
    expect(cardsIn(t.state, FP, ZONES.hand)).toHaveLength(1);
  });
});

describe("counted alternatives (`wound X Orcs or X Uruk-hai`)", () => {
  it("are chosen whole: only an alternative with as many cards as it counts is offered", () => {
    const t = new Table();
    const orcs = [t.put(minion("Orc A", { vitality: 3 })), t.put(minion("Orc B", { vitality: 3 }))];
    const uruk = t.put(minion("Uruk", { race: "uruk-hai", vitality: 3 }));
    const count = (race: string) => filter("count", [term("race", { race })], { count: 2 });
    const env = t.env({ controller: FP });
    const ability: CompiledAbility = {
      ir: { kind: "activated", costs: [], effects: [{ op: "wound", args: {} }] },
      effects: [(ctx) => ctx.run("wound", { target: filter("a", [], { anyOf: [count("orc"), count("uruk-hai")] }) })],
    };
    expect(useAbility(env, ability)).toBe("done");
    expect(orcs.map((id) => wounds(env, id))).toEqual([1, 1]);
    expect(wounds(env, uruk)).toBe(0);
  });
});

