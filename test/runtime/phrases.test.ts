/** Conditions, costs, filters, values, modifiers, triggers and placements over small hand-built states. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { candidates } from "../../runtime/core/filters.ts";
import { modifiedFlag, modifiedValue } from "../../runtime/core/modifiers.ts";
import { applyStatic, triggers } from "../../runtime/core/statics.ts";
import { cardsIn, type CardId } from "../../runtime/core/state.ts";
import { keywordTotal } from "../../runtime/core/terms.ts";
import { wound } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { enterPhase, startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { playCard } from "../../runtime/games/lotr-tcg/state/play.ts";
import { strength, twilightCost, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, every, filter, FP, minion, SH, Table, term } from "./builder.ts";

const self = { ref: "self" };
const race = (r: string) => term("race", { race: r });
const type = (ty: string) => term("type", { type: ty });

describe("conditions", () => {
  const t = new Table();
  const legolas = t.put(companion("Legolas", { race: "elf", keywords: ["Archer"] }));
  const nazgul = t.put(minion("Ulaire", { race: "nazgul" }));
  const frodo = t.put(companion("Frodo"));
  t.ringBearer(frodo);
  t.state.cards[frodo]!.tokens.burden = 2;
  t.state.pools.twilight = 1;
  const bow = t.put({ title: "Bow", type: "possession", itemClass: "ranged-weapon" }, { on: legolas });
  startSkirmish(t.env(), legolas, [nazgul]);
  t.put({ title: "Moria Lake", type: "site", site: 1, keywords: ["Underground"] }, { zone: ZONES.adventurePath });
  const test = (id: string, args: Record<string, unknown>, source: CardId | null = legolas) => createContext(t.env({ source })).test(id, args);

  const cases: [string, Record<string, unknown>, boolean][] = [
    ["can-spot", { target: a(race("elf")) }, true],
    ["can-spot", { target: a(race("dwarf")) }, false],
    ["skirmishing", { who: null, enemy: a(race("nazgul")) }, true],
    ["skirmishing", { who: null, enemy: a(race("orc")) }, false],
    ["twilight-pool-fewer", { n: 2 }, true],
    ["twilight-pool-fewer", { n: 1 }, false],
    ["burdens-at-most", { n: 2 }, true],
    ["burdens-at-most", { n: 1 }, false],
    ["at-site-with-keyword", { keyword: "underground" }, true],
    ["at-site-with-keyword", { keyword: "river" }, false],
    ["has-keyword", { who: self, keyword: "archer", amount: null }, true],
    ["has-keyword", { who: self, keyword: "ranger", amount: null }, false],
    ["is-bearing", { who: null, item: a(term("item-class", { itemClass: "weapon" })) }, true],
    ["is-bearing", { who: null, item: a(term("item-class", { itemClass: "hand-weapon" })) }, false],
    ["bears", { who: a(race("elf")), item: a(term("title", { title: "Bow" })) }, true],
    ["bears", { who: a(race("hobbit")), item: a(term("title", { title: "Bow" })) }, false],
    ["wearing-the-one-ring", { who: null }, false],
  ];
  it.each(cases)("%s %j → %s", (id, args, expected) => {
    expect(test(id, args)).toBe(expected);
  });

  it("wearing-the-one-ring holds after `he wears The One Ring`, until the duration ends", () => {
    createContext(t.env()).run("wear-the-one-ring", { target: { ref: "ring-bearer" } });
    expect(test("wearing-the-one-ring", { who: { ref: "ring-bearer" } })).toBe(true);
    void bow;
  });
});

describe("spot (a cost)", () => {
  it("needs enough cards in play and binds them", () => {
    const t = new Table();
    t.put(minion("Orc 1"));
    t.put(minion("Orc 2"), { zone: ZONES.hand });
    const ctx = createContext(t.env());
    const twoOrcs = filter("count", [race("orc")], { count: 2 });
    expect(ctx.canPay("spot", { target: twoOrcs })).toBe(false);
    t.put(minion("Orc 3"));
    const env = t.env();
    expect(createContext(env).pay("spot", { target: { ...twoOrcs, bind: "orcs" } })).toBe(true);
    expect(env.bindings.orcs).toEqual({ cards: candidates(env, twoOrcs) });
  });
});

describe("filters", () => {
  const t = new Table();
  const aragorn = t.put(companion("Aragorn", { race: "man", signet: "Aragorn" }));
  const frodo = t.put(companion("Frodo", { signet: "Frodo" }));
  const bill = t.put({ title: "Bill", type: "ally", side: "free-peoples", race: "hobbit", home: 1, strength: 1, vitality: 2 });
  const sword = t.put({ title: "Anduril", type: "possession", itemClass: "hand-weapon" }, { on: aragorn });
  const inHand = t.put(companion("Sam"), { zone: ZONES.hand });
  const orc = t.put(minion("Orc"));
  const all = (...terms: ReturnType<typeof term>[]) => candidates(t.env({ source: frodo }), every(...terms));

  it.each([
    ["has-signet", [type("companion"), term("has-signet", { signet: "Frodo" })], [frodo]],
    ["except", [type("companion"), term("except", { other: a(race("hobbit")) })], [aragorn]],
    ["bearing", [term("bearing", { item: a(term("item-class", { itemClass: "hand-weapon" })) })], [aragorn]],
    ["whose-home", [term("whose-home", { n: 1 })], [bill]],
    ["you-spot", [race("orc"), term("you-spot")], [orc]],
    ["you-can-spot", [race("orc"), term("you-can-spot")], [orc]],
    ["in-zone", [term("in-zone", { zone: "hand" })], [inHand]],
    ["built-in noun", [term("noun", { noun: "character" }), term("controller", { player: "opponent" })], [orc]],
    ["built-in other", [type("companion"), term("other")], [aragorn]],
    ["built-in culture", [term("culture", { culture: "Moria" })], [orc]],
  ])("%s", (_name, terms, expected) => {
    expect(all(...terms)).toEqual(expected);
    void sword;
  });

  it("anyOf: `Gandalf or an Elf`; default is cards in play", () => {
    const either = filter("a", [], { anyOf: [a(term("title", { title: "Sam" })), a(race("man"))] });
    expect(candidates(t.env(), either)).toEqual([aragorn]);
  });
});

describe("values", () => {
  it("number-of counts, and `N for each …` multiplies", () => {
    const t = new Table();
    t.put(minion("Orc 1"));
    t.put(minion("Orc 2"));
    const ctx = createContext(t.env());
    expect(ctx.value("number-of", { target: every(race("orc")) })).toBe(2);
    ctx.run("add-twilight", { n: { per: 2, forEach: every(race("orc")) } });
    expect(t.state.pools.twilight).toBe(4);
    ctx.run("add-twilight", { n: { op: "for-each", args: { per: 1, filter: a(race("orc")) } } });
    expect(t.state.pools.twilight).toBe(6);
  });
});

describe("static modifiers", () => {
  it("strength-bonus with a `While` condition applies only while it holds and while its card is in play", () => {
    const t = new Table();
    const legolas = t.put(companion("Legolas", { race: "elf", strength: 6 }));
    const nazgul = t.put(minion("Ulaire", { race: "nazgul" }));
    const cond = term("skirmishing", { who: null, enemy: a(race("nazgul")) });
    applyStatic(t.env(), legolas, { kind: "static", condition: cond, modifier: term("strength-bonus", { target: self, also: null, amount: 3 }) });
    expect(strength(t.env(), legolas)).toBe(6);
    startSkirmish(t.env(), legolas, [nazgul]);
    expect(strength(t.env(), legolas)).toBe(9);
    t.state.cards[legolas]!.zone = ZONES.discard;
    expect(strength(t.env(), legolas)).toBe(6);
  });

  it("amounts are counted when asked (`+1 for each Orc`)", () => {
    const t = new Table();
    const troll = t.put(minion("Troll", { race: "troll", strength: 10 }));
    applyStatic(t.env(), troll, { kind: "static", condition: null, modifier: term("strength-bonus", { target: self, amount: { per: 1, forEach: every(race("orc")) } }) });
    expect(strength(t.env(), troll)).toBe(10);
    t.put(minion("Orc"));
    expect(strength(t.env(), troll)).toBe(11);
  });

  it("keyword-bonus, twilight costs, archery total, move limit, shadow number, overwhelm", () => {
    const t = new Table();
    const src = t.put({ title: "Banner", type: "condition", side: "shadow" }, { owner: SH });
    const orc = t.put(minion("Orc", { twilight: 3 }));
    const site = t.put({ title: "Site", type: "site", site: 2, twilight: 3 }, { zone: ZONES.adventurePath });
    const s = (modifier: ReturnType<typeof term>) => applyStatic(t.env(), src, { kind: "static", condition: null, modifier });
    s(term("keyword-bonus", { target: every(race("orc")), keyword: "damage", amount: 1 }));
    s(term("keyword-bonus", { target: every(race("orc")), keyword: "fierce", amount: null }));
    s(term("twilight-cost", { target: every(race("orc")), amount: -1 }));
    s(term("twilight-cost-of", { target: every(race("orc")), amount: -1 }));
    s(term("archery-total", { side: "minion", amount: 1 }));
    s(term("move-limit", { amount: 1 }));
    s(term("shadow-number", { target: every(type("site")), amount: 2 }));
    s(term("overwhelm-only-tripled", { target: every(race("orc")) }));
    const env = t.env();
    expect(keywordTotal(env, orc, "damage")).toBe(1);
    expect(modifiedFlag(env, orc, "keyword:fierce", false)).toBe(true);
    expect(twilightCost(env, orc)).toBe(1);
    expect(modifiedValue(env, null, "archery-total:minion", 0)).toBe(1);
    expect(modifiedValue(env, null, "move-limit", 2)).toBe(3);
    expect(modifiedValue(env, site, "shadow-number", 3)).toBe(5);
    expect(modifiedFlag(env, orc, "overwhelm-tripled", false)).toBe(true);
  });

  it("first-played-twilight-cost lowers only the first such card played each phase", () => {
    const t = new Table();
    const src = t.put({ title: "Src", type: "condition", side: "shadow" }, { owner: SH });
    applyStatic(t.env(), src, { kind: "static", condition: null, modifier: term("first-played-twilight-cost", { target: every(race("orc")), timing: "shadow", amount: -2 }) });
    enterPhase(t.env(), "shadow");
    t.state.pools.twilight = 10;
    const o1 = t.put(minion("Orc 1", { twilight: 3 }), { zone: ZONES.hand });
    const o2 = t.put(minion("Orc 2", { twilight: 3 }), { zone: ZONES.hand });
    expect(twilightCost(t.env(), o1)).toBe(1);
    expect(playCard(t.env({ controller: SH }), o1)).toBe(true);
    expect(twilightCost(t.env(), o2)).toBe(3);
  });

  it("wound-limit stops wounds beyond n in a skirmish phase", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { vitality: 4 }));
    applyStatic(t.env(), frodo, { kind: "static", condition: null, modifier: term("wound-limit", { target: self, n: 1 }) });
    enterPhase(t.env(), "skirmish");
    expect(wound(t.env(), frodo)).toBe(true);
    expect(wound(t.env(), frodo)).toBe(false);
    expect(wounds(t.env(), frodo)).toBe(1);
  });
});

describe("triggers", () => {
  const t = new Table();
  const frodo = t.put(companion("Frodo"));
  const orc = t.put(minion("Orc"), { owner: SH });
  const site = t.put({ title: "Moria Lake", type: "site", site: 4 }, { zone: ZONES.adventurePath });
  const ev = (type: string, cards: CardId[], player?: string) => makeEvent(t.state, { type, cards, ...(player ? { player } : {}) });
  const match = (op: string, args: Record<string, unknown>, e: ReturnType<typeof ev>, source: CardId | null = null, controller = FP) =>
    triggers(t.env({ source, controller }), { kind: "trigger", trigger: term(op, args) }, e);

  it("about-to-take-wound binds `that wound` and the noun phrase", () => {
    const e = ev("wound", [frodo]);
    const b = match("about-to-take-wound", { target: { ...a(race("hobbit")), bind: "hobbit" }, scope: null }, e);
    expect(b).toEqual({ hobbit: { cards: [frodo] }, wound: { event: e.id } });
    expect(match("about-to-take-wound", { target: a(race("orc")), scope: null }, e)).toBeNull();
    expect(match("about-to-take-wound", { target: a(race("hobbit")), scope: "in a skirmish" }, e)).toBeNull();
  });

  it.each([
    ["dies", { target: a(race("hobbit")) }, "die", true],
    ["dies", { target: a(race("orc")) }, "die", false],
    ["wins-skirmish", { target: a(race("hobbit")) }, "skirmish-won", true],
    ["loses-skirmish", { target: a(race("hobbit")) }, "skirmish-lost", true],
    ["loses-skirmish", { target: a(race("hobbit")) }, "skirmish-won", false],
    ["is-played", { target: a(race("hobbit")) }, "play", true],
  ])("%s %j on %s → %s", (op, args, type, ok) => {
    expect(match(op, args, ev(type, [frodo])) !== null).toBe(ok);
  });

  it("you-play matches only your own play of the card", () => {
    expect(match("you-play", { target: self }, ev("play", [orc], SH), orc, SH)).toEqual({});
    expect(match("you-play", { target: self }, ev("play", [orc], FP), orc, SH)).toBeNull();
  });

  it("start-of-your-turn, fellowship-moves, -to, -from", () => {
    expect(match("start-of-your-turn", {}, ev("start-of-turn", []), null, FP)).toEqual({});
    expect(match("start-of-your-turn", {}, ev("start-of-turn", []), null, SH)).toBeNull();
    expect(match("fellowship-moves", {}, ev("move", [site]))).toEqual({});
    expect(match("fellowship-moves-to", { site: self, absent: null }, ev("move-to", [site]), site)).toEqual({});
    expect(match("fellowship-moves-to", { site: self, absent: a(race("hobbit")) }, ev("move-to", [site]), site)).toBeNull();
    expect(match("fellowship-moves-from", { site: self }, ev("move-from", [site]), site)).toEqual({});
  });
});

describe("placements and playing cards", () => {
  it("a Free Peoples card adds its cost; a Shadow card removes it and is refused without enough twilight", () => {
    const t = new Table();
    const sam = t.put(companion("Sam", { twilight: 2 }), { zone: ZONES.hand });
    expect(playCard(t.env(), sam)).toBe(true);
    expect(t.state.pools.twilight).toBe(2);
    const orc = t.put(minion("Orc", { twilight: 3 }), { zone: ZONES.hand });
    expect(playCard(t.env({ controller: SH }), orc)).toBe(false);
    t.state.pools.twilight = 3;
    expect(playCard(t.env({ controller: SH }), orc)).toBe(true);
    expect([t.state.pools.twilight, t.state.cards[orc]!.zone]).toEqual([0, ZONES.characters]);
  });

  it("bearer-must-be, plays-on, limit-per and support-area decide where a card goes", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    const axe = (n: number) =>
      t.put(
        {
          id: "AXE",
          title: "Axe",
          type: "possession",
          abilities: [
            { kind: "placement", rule: term("bearer-must-be", { target: a(race("dwarf")) }) },
            { kind: "placement", rule: term("limit-per", { n: 1, target: a(type("companion")) }) },
          ],
        },
        { zone: ZONES.hand, wounds: n },
      );
    const first = axe(0);
    expect(playCard(t.env(), first)).toBe(true);
    expect(t.state.cards[first]!.attachedTo).toBe(gimli);
    expect(playCard(t.env(), axe(0))).toBe(false);
    const banner = t.put({ title: "Banner", type: "condition", abilities: [{ kind: "placement", rule: term("support-area", {}) }] }, { zone: ZONES.hand });
    expect(playCard(t.env(), banner)).toBe(true);
    expect(t.state.cards[banner]!.zone).toBe(ZONES.support);
    const curse = t.put(
      { title: "Curse", type: "condition", side: "shadow", abilities: [{ kind: "placement", rule: term("plays-on", { target: a(race("hobbit")) }) }] },
      { zone: ZONES.hand, owner: SH },
    );
    expect(playCard(t.env({ controller: SH }), curse)).toBe(true);
    expect(t.state.cards[curse]!.attachedTo).toBe(frodo);
  });
});

describe("more effects", () => {
  it("must-exert lets the Free Peoples player choose between alternatives", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const sam = t.put(companion("Sam"));
    const merry = t.put(companion("Merry"));
    const alts = filter("a", [], { anyOf: [a(term("title", { title: "Frodo" })), filter("count", [type("companion"), term("other")], { count: 2 })] });
    createContext(t.env({ source: frodo, chooser: scriptedChooser([1]) })).run("must-exert", { target: alts });
    expect([frodo, sam, merry].map((c) => wounds(t.env(), c))).toEqual([0, 1, 1]);
  });

  it("must-exert offers only the alternatives that can be done in full", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"), { wounds: 3 });
    const sam = t.put(companion("Sam"));
    const merry = t.put(companion("Merry"));
    const alts = filter("a", [], { anyOf: [a(term("title", { title: "Frodo" })), filter("count", [type("companion"), term("other")], { count: 2 })] });
    const chooser = scriptedChooser([]);
    createContext(t.env({ source: frodo, chooser })).run("must-exert", { target: alts });
    expect(chooser.asked).toEqual([]);
    expect([frodo, sam, merry].map((c) => wounds(t.env(), c))).toEqual([3, 1, 1]);
  });

  it("exhaust exerts until 1 vitality is left", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { vitality: 3 }));
    createContext(t.env({ source: gimli })).run("exhaust", { target: self });
    expect(wounds(t.env(), gimli)).toBe(2);
  });

  it("cancel-skirmish cancels the current skirmish involving the character", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const orc = t.put(minion("Orc"));
    t.state.phase = "skirmish";
    startSkirmish(t.env(), frodo, [orc]);
    createContext(t.env()).run("cancel-skirmish", { target: a(race("orc")) });
    expect(lotr(t.state).skirmish?.cancelled).toBe(true);
  });

  it("at-sites / at-other-site pick the effect by the fellowship's site", () => {
    const t = new Table();
    lotr(t.state).site = 5;
    const env = t.env();
    const ctx = createContext(env);
    ctx.run("at-sites", { from: 1, to: 4, effect: term("add-twilight", { n: 1 }) });
    ctx.run("at-other-site", { effect: term("add-twilight", { n: 3 }) });
    expect(t.state.pools.twilight).toBe(3);
  });

  it("choose-effect runs the chosen one", () => {
    const t = new Table();
    createContext(t.env({ chooser: scriptedChooser([1]) })).run("choose-effect", { first: term("add-twilight", { n: 1 }), second: term("add-twilight", { n: 5 }) });
    expect(t.state.pools.twilight).toBe(5);
  });

  it("prevent-moving and prevent-overwhelm set flags for the turn structure", () => {
    const t = new Table();
    const merry = t.put(companion("Merry"));
    createContext(t.env()).run("prevent-moving", {});
    createContext(t.env({ source: merry })).run("prevent-overwhelm", { target: self, same: self });
    expect(modifiedFlag(t.env(), null, "can-move", true)).toBe(false);
    expect(modifiedFlag(t.env(), merry, "overwhelm-tripled", false)).toBe(true);
  });

  it("shuffle-into-draw-deck moves the card and shuffles with the game's RNG", () => {
    const t = new Table(3);
    for (let i = 0; i < 8; i++) t.put(companion(`D${i}`), { zone: ZONES.drawDeck });
    const x = t.put(companion("X", { culture: "gondor" }), { zone: ZONES.discard });
    const rng = { ...t.state.rng };
    createContext(t.env()).run("shuffle-into-draw-deck", { target: a(term("culture", { culture: "gondor" })), zone: "your discard pile" });
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toContain(x);
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toHaveLength(9);
    expect(t.state.rng).not.toEqual(rng);
  });

  it("cancel-event stops the pending play and discards the event", () => {
    const t = new Table();
    const ev = t.put({ title: "Stealthy", type: "event", side: "free-peoples" }, { zone: ZONES.hand });
    const e = makeEvent(t.state, { type: "play", cards: [ev] });
    t.state.pending.push(e);
    const env = t.env({ controller: SH, bindings: { event: { cards: [ev] } } });
    createContext(env).run("cancel-event", { target: { ref: "event" } });
    expect(e.prevented).toBe(true);
    expect(t.state.cards[ev]!.zone).toBe(ZONES.discard);
  });
});
