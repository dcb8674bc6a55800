/** Conditional effects (`if …, …; otherwise, …`) in the engine, and the phrases of 1R200 / 1U242, over small hand-built states. */
import { describe, expect, it } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { emitSet } from "../../compiler/emit/index.ts";
import { useAbility, createContext } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import type { CompiledAbility } from "../../runtime/core/handlers.ts";
import { cardsIn, moveCard } from "../../runtime/core/state.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { importHandlers } from "../emit/import-emitted.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { triggers } from "../../runtime/core/statics.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { filter, FP } from "./builder.ts";
import { applyStatic } from "../../runtime/core/statics.ts";
import { modifiedFlag } from "../../runtime/core/modifiers.ts";
import { assignedThisTurn, checkGameEnd, happened } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { lotr } from "../../runtime/games/lotr-tcg/state/game.ts";
import { strength } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, minion, SH, Table, term } from "./builder.ts";

const it_ = { ref: "card" };
const orc = a(term("race", { race: "orc" }));

/** `Shadow: reveal the top card of your draw deck; if it is an Orc, take it into hand; otherwise, you may discard it.` */
const reveal: CompiledAbility = {
  ir: {
    kind: "activated",
    timings: ["shadow"],
    condition: null,
    costs: [],
    effects: [
      { op: "reveal-top-card", args: {} },
      {
        if: { op: "is-described-as", args: { who: it_, what: orc } },
        then: [{ op: "take-into-hand", args: { target: it_, zone: null } }],
        otherwise: [{ op: "discard", args: { target: it_ }, optional: true }],
      },
    ],
  },
  effects: [
    (ctx) => ctx.run("reveal-top-card", {}),
    (ctx) =>
      ctx.branch(ctx.test("is-described-as", { who: it_, what: orc }), [(c) => c.run("take-into-hand", { target: it_, zone: null })], [(c) => c.run("discard", { target: it_ })]),
  ],
};

function deck(top: "orc" | "elf") {
  const t = new Table();
  const card = t.put(top === "orc" ? minion("Goblin") : companion("Legolas", { race: "elf" }), { zone: ZONES.drawDeck, owner: SH });
  const below = t.put(minion("Another Goblin"), { zone: ZONES.drawDeck, owner: SH });
  return { t, card, below };
}

describe("conditional effects", () => {
  it("carry out the `then` effects when the condition holds when reached", () => {
    const { t, card, below } = deck("orc");
    const chooser = scriptedChooser([]);
    expect(useAbility(t.env({ controller: SH, chooser }), reveal)).toBe("done");
    expect(t.state.cards[card]!.zone).toBe(ZONES.hand);
    expect(t.state.cards[below]!.zone).toBe(ZONES.drawDeck);
    expect(chooser.asked).toEqual([]);
  });

  it("otherwise carry out the `otherwise` effects, each with its own step IR (`you may`)", () => {
    const { t, card } = deck("elf");
    const chooser = scriptedChooser([false]);
    expect(useAbility(t.env({ controller: SH, chooser }), reveal)).toBe("done");
    expect(chooser.asked.map((d) => d.kind)).toEqual(["yes-no"]);
    expect(t.state.cards[card]!.zone).toBe(ZONES.drawDeck);
    expect(useAbility(t.env({ controller: SH, chooser: scriptedChooser([true]) }), reveal)).toBe("done");
    expect(t.state.cards[card]!.zone).toBe(ZONES.discard);
  });

  it("compile to handlers that branch on the condition (end to end)", async () => {
    const src = `game lotr-tcg\nset 1\ncard 1R200 "The Underdeeps of Moria" {\n  Moria condition\n  twilight 2\n\n  Plays to your support area.\n  Shadow: remove (3) then reveal the bottom card of your draw deck. If it is a [moria] Orc, take it into hand. Otherwise, discard it.\n}\n`;
    const result = check([parse(src, "u.card").file]);
    expect(result.diagnostics).toEqual([]);
    const mod = await importHandlers(emitSet(result.sets[0]!));
    const ability = mod.cards[0].abilities[1] as CompiledAbility;
    for (const [culture, zone] of [["moria", ZONES.hand], ["isengard", ZONES.discard]] as const) {
      const t = new Table();
      const top = t.put(minion("Top"), { zone: ZONES.drawDeck, owner: SH });
      const bottom = t.put(minion("Bottom", { culture }), { zone: ZONES.drawDeck, owner: SH });
      t.state.pools.twilight = 3;
      expect(useAbility(t.env({ controller: SH }), ability)).toBe("done");
      expect([t.state.cards[bottom]!.zone, t.state.cards[top]!.zone, t.state.pools.twilight]).toEqual([zone, ZONES.drawDeck, 0]);
    }
  });
});

describe("reveal-top-card / reveal-bottom-card, is-described-as, discard-it-and-another-from-hand", () => {
  it("reveal binds the card as `card`; is/was-described-as test it wherever it is", () => {
    const { t, card } = deck("orc");
    const env = t.env({ controller: SH });
    const ctx = createContext(env);
    ctx.run("reveal-bottom-card", {});
    expect(env.bindings.card).toEqual({ cards: [cardsIn(t.state, SH, ZONES.drawDeck).at(-1)] });
    ctx.run("reveal-top-card", {});
    expect(env.bindings.card).toEqual({ cards: [card] });
    expect(ctx.test("is-described-as", { who: it_, what: orc })).toBe(true);
    expect(ctx.test("was-described-as", { who: it_, what: a(term("race", { race: "elf" })) })).toBe(false);
  });

  it("discard-it-and-another-from-hand discards the card and one chosen card of the hand", () => {
    const { t, card } = deck("elf");
    const hand = [1, 2].map((i) => t.put(minion(`Hand ${i}`), { zone: ZONES.hand, owner: SH }));
    const env = t.env({ controller: SH, chooser: scriptedChooser([[hand[1]!]]) });
    createContext(env).run("reveal-top-card", {});
    createContext(env).run("discard-it-and-another-from-hand", { target: it_ });
    expect(cardsIn(t.state, SH, ZONES.discard).sort((x, y) => x - y)).toEqual([card, hand[1]!].sort((x, y) => x - y));
    expect(cardsIn(t.state, SH, ZONES.hand)).toEqual([hand[0]]);
  });
});

describe("kills-in-skirmish (trigger)", () => {
  it("matches the death of such a character fighting the killer, binding the victim", () => {
    const t = new Table();
    const sam = t.put(companion("Sam", { race: "hobbit" }));
    const goblin = t.put(minion("Goblin"), { owner: SH });
    const other = t.put(minion("Other"), { owner: SH });
    const ability = (killer: unknown) => ({ kind: "trigger", trigger: term("kills-in-skirmish", { killer, victim: filter("a", [term("type", { type: "companion" })], {}, "companion") }) });
    const die = () => makeEvent(t.state, { type: "die", cards: [sam] });
    expect(triggers(t.env({ source: goblin, controller: SH }), ability({ ref: "self" }), die())).toBeNull();
    startSkirmish(t.env(), sam, [goblin]);
    expect(triggers(t.env({ source: goblin, controller: SH }), ability({ ref: "self" }), die())).toEqual({ companion: { cards: [sam] } });
    expect(triggers(t.env({ source: other, controller: SH }), ability({ ref: "self" }), die())).toBeNull();
  });
});

describe("races-in-fellowship (value) and strength-per-race-in-fellowship (modifier)", () => {
  it("count each listed race some companion in play has, once, as the fellowship changes", () => {
    const t = new Table();
    const gandalf = t.put(companion("Gandalf", { race: "wizard", strength: 6 }));
    const races = ["hobbit", "dwarf", "elf", "man"];
    applyStatic(t.env(), gandalf, { kind: "static", condition: null, modifier: term("strength-per-race-in-fellowship", { target: { ref: "self" }, amount: 2, races }) });
    expect(strength(t.env(), gandalf)).toBe(6);
    t.put(companion("Frodo", { race: "hobbit" }));
    t.put(companion("Sam", { race: "hobbit" }));
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    t.put(minion("Orc"), { owner: SH });
    expect(createContext(t.env()).value("races-in-fellowship", { races })).toBe(2);
    expect(strength(t.env(), gandalf)).toBe(10);
    moveCard(t.state, gimli, ZONES.deadPile);
    expect(strength(t.env(), gandalf)).toBe(8);
  });
});

describe("both-conditions, no-cards-in-draw-deck (conditions) and is-corrupted (modifier)", () => {
  it("corrupt the Ring-bearer while both hold; the game ends when checked", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { race: "hobbit", resistance: 10 }));
    t.ringBearer(frodo);
    const card = t.put(minion("Shadow condition"), { owner: SH, zone: ZONES.support });
    const top = t.put(companion("Sam"), { zone: ZONES.drawDeck, owner: FP });
    const condition = term("both-conditions", { first: term("can-spot-burdens", { n: 2 }), second: term("no-cards-in-draw-deck", { who: "free-peoples-player" }) });
    applyStatic(t.env({ controller: SH }), card, { kind: "static", condition, modifier: term("is-corrupted", { target: { ref: "ring-bearer" } }) });
    t.state.cards[frodo]!.tokens.burden = 2;
    expect(createContext(t.env()).test("no-cards-in-draw-deck", { who: "free-peoples-player" })).toBe(false);
    expect(modifiedFlag(t.env(), frodo, "corrupted", false)).toBe(false);
    expect(checkGameEnd(t.env())).toBeNull();
    moveCard(t.state, top, ZONES.hand);
    expect(modifiedFlag(t.env(), frodo, "corrupted", false)).toBe(true);
    expect(checkGameEnd(t.env())).toBe(SH);
    expect(lotr(t.state).winner).toBe(SH);
  });
});

describe("end-of-turn-not-assigned (trigger) and the turn's record of assignments", () => {
  it("fires at the end of a turn during which that character was not assigned and such another was", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const boromir = t.put(companion("Boromir", { race: "man" }));
    const ability = { kind: "trigger", trigger: term("end-of-turn-not-assigned", { who: { ref: "frodo-ref" }, other: filter("another", [term("type", { type: "companion" })]) }) };
    const env = () => t.env({ bindings: { "frodo-ref": { cards: [frodo] } } });
    const endOfTurn = () => makeEvent(t.state, { type: "end-of-turn", cards: [] });
    expect(triggers(env(), ability, endOfTurn())).toBeNull();
    happened(t.env(), { type: "assigned", cards: [boromir] });
    expect(assignedThisTurn(t.env())).toEqual([boromir]);
    expect(triggers(env(), ability, endOfTurn())).toEqual({});
    happened(t.env(), { type: "assigned", cards: [frodo] });
    expect(triggers(env(), ability, endOfTurn())).toBeNull();
    t.state.turn++;
    expect(assignedThisTurn(t.env())).toEqual([]);
  });
});
