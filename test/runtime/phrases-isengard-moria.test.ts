/** Phrases added for the Isengard and Moria cards of set 1, over small hand-built states. */
import { describe, expect, it } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { renderCardText } from "../../compiler/render/render.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";
import { createContext } from "../../runtime/core/context.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { candidates } from "../../runtime/core/filters.ts";
import { expireModifiers, modifiedFlag } from "../../runtime/core/modifiers.ts";
import type { CardId } from "../../runtime/core/state.ts";
import { applyStatic, triggers } from "../../runtime/core/statics.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { burdens, strength, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, FP, minion, SH, Table, term } from "./builder.ts";

const culture = (c: string) => term("culture", { culture: c });
const race = (r: string) => term("race", { race: r });
const exertRingBearer = term("exert", { target: { ref: "ring-bearer" } });
const addBurden = term("add-burdens", { n: 1 });

describe("make-opponent-choose-either / opponent-must-choose-either (effects)", () => {
  for (const op of ["make-opponent-choose-either", "opponent-must-choose-either"]) {
    it(`${op}: the opponent picks one effect and only that one happens`, () => {
      const t = new Table();
      const frodo = t.put(companion("Frodo"));
      t.ringBearer(frodo);
      const uruk = t.put(minion("Uruk", { culture: "isengard", race: "uruk-hai" }));
      const first = scriptedChooser([0]);
      createContext(t.env({ source: uruk, controller: SH, chooser: first })).run(op, { first: exertRingBearer, second: addBurden });
      expect(first.asked.map((d) => d.player)).toEqual([FP]);
      expect([wounds(t.env(), frodo), burdens(t.env())]).toEqual([1, 0]);
      createContext(t.env({ source: uruk, controller: SH, chooser: scriptedChooser([1]) })).run(op, { first: exertRingBearer, second: addBurden });
      expect([wounds(t.env(), frodo), burdens(t.env())]).toEqual([1, 1]);
    });
  }
});

describe("exert-or-discard (effect, also a cost)", () => {
  const uruks = a(race("uruk-hai"));
  it("exerts when chosen and possible, else discards", () => {
    const t = new Table();
    const fresh = t.put(minion("Uruk", { culture: "isengard", race: "uruk-hai", vitality: 3 }));
    const env = t.env({ controller: SH, chooser: scriptedChooser([0]) });
    expect(createContext(env).pay("exert-or-discard", { target: uruks })).toBe(true);
    expect(wounds(t.env(), fresh)).toBe(1);
    expect(createContext(t.env({ controller: SH, chooser: scriptedChooser([1]) })).pay("exert-or-discard", { target: uruks })).toBe(true);
    expect(t.state.cards[fresh]!.zone).toBe(ZONES.discard);
  });
  it("an exhausted character can only be discarded; with none, the cost cannot be paid", () => {
    const t = new Table();
    const ctx = () => createContext(t.env({ controller: SH }));
    expect(ctx().canPay("exert-or-discard", { target: uruks })).toBe(false);
    const tired = t.put(minion("Uruk", { culture: "isengard", race: "uruk-hai", vitality: 2 }), { wounds: 1 });
    expect(ctx().pay("exert-or-discard", { target: uruks })).toBe(true);
    expect(t.state.cards[tired]!.zone).toBe(ZONES.discard);
  });
});

describe("same-skirmish-as (condition)", () => {
  it("holds only while another such character is in the same skirmish", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const stabber = t.put(minion("Backstabber"));
    const other = t.put(minion("Runner"));
    const uruk = t.put(minion("Uruk", { culture: "isengard", race: "uruk-hai" }));
    const test = () =>
      createContext(t.env({ source: stabber })).test("same-skirmish-as", { who: { ref: "self" }, other: a(term("other"), culture("moria"), race("orc")) });
    expect(test()).toBe(false);
    startSkirmish(t.env(), sam, [stabber, uruk]);
    expect(test()).toBe(false);
    startSkirmish(t.env(), sam, [stabber, other]);
    expect(test()).toBe(true);
  });
});

describe("fellowship-at-site-or-higher (condition)", () => {
  it("compares the fellowship's site number", () => {
    const t = new Table();
    const test = () => createContext(t.env()).test("fellowship-at-site-or-higher", { n: 5 });
    lotr(t.state).site = 4;
    expect(test()).toBe(false);
    lotr(t.state).site = 5;
    expect(test()).toBe(true);
    lotr(t.state).site = 7;
    expect(test()).toBe(true);
  });
});

describe("loses-skirmish-involving (trigger)", () => {
  it("matches a loser whose skirmish had such a character, and binds the loser", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const orc = t.put(minion("Orc"));
    const uruk = t.put(minion("Uruk", { culture: "isengard", race: "uruk-hai" }));
    const ability = { kind: "trigger", trigger: term("loses-skirmish-involving", { target: { ...a(term("type", { type: "companion" })), bind: "companion" }, other: a(race("uruk-hai")) }) } as never;
    const lost = () => triggers(t.env(), ability, makeEvent(t.state, { type: "skirmish-lost", cards: [sam] }));
    startSkirmish(t.env(), sam, [orc]);
    expect(lost()).toBeNull();
    startSkirmish(t.env(), sam, [uruk]);
    expect(lost()).toEqual({ companion: { cards: [sam] } });
    expect(triggers(t.env(), ability, makeEvent(t.state, { type: "skirmish-won", cards: [sam] }))).toBeNull();
  });
});

describe("fellowship-moves-to-site-number (trigger)", () => {
  it("matches a move to a site with either number", () => {
    const t = new Table();
    const s3 = t.put({ title: "Three", type: "site", site: 3 }, { zone: ZONES.adventurePath });
    const s4 = t.put({ title: "Four", type: "site", site: 4 }, { zone: ZONES.adventurePath });
    const s5 = t.put({ title: "Five", type: "site", site: 5 }, { zone: ZONES.adventurePath });
    const ability = (args: Record<string, unknown>) => ({ kind: "trigger", trigger: term("fellowship-moves-to-site-number", args) }) as never;
    const moveTo = (site: CardId, args: Record<string, unknown>) => triggers(t.env(), ability(args), makeEvent(t.state, { type: "move-to", cards: [site] }));
    expect(moveTo(s4, { n: 4, m: 5 })).toEqual({});
    expect(moveTo(s5, { n: 4, m: 5 })).toEqual({});
    expect(moveTo(s3, { n: 4, m: 5 })).toBeNull();
    expect(moveTo(s5, { n: 4, m: null })).toBeNull();
  });
});

describe("copies-beneath-draw-deck (effect) and `that card`", () => {
  it("`that card` refers to the card the trigger chose", () => {
    const src = `game lotr-tcg\nset 1\ncard 1C122 "Breeding Pit" {\n  Isengard event\n  twilight 1\n\n  Response: if you play an Uruk-hai, take all copies of that card in your discard pile and place them beneath your draw deck.\n}\n`;
    const result = check([parse(src, "pit.card").file]);
    expect(result.diagnostics).toEqual([]);
    const ability = result.sets[0]!.cards[0]!.abilities[0] as unknown as { effects: { args: { card: unknown } }[] };
    expect(ability.effects[0]!.args.card).toMatchObject({ written: "that card" });
  });
  it("moves every card with that title from your discard pile to the bottom of your draw deck", () => {
    const t = new Table();
    const played = t.put(minion("Uruk", { id: "U1" }));
    const copy = t.put(minion("Uruk", { id: "U1" }), { zone: ZONES.discard, owner: SH });
    const other = t.put(minion("Orc"), { zone: ZONES.discard, owner: SH });
    const theirs = t.put(minion("Uruk", { id: "U1" }), { zone: ZONES.discard, owner: FP });
    const top = t.put(minion("Top"), { zone: ZONES.drawDeck, owner: SH });
    createContext(t.env({ controller: SH, bindings: { uruk: { cards: [played] } } })).run("copies-beneath-draw-deck", { card: { ref: "uruk" } });
    expect(t.state.cards[copy]!.zone).toBe(ZONES.drawDeck);
    expect(t.state.cards[top]!.zone).toBe(ZONES.drawDeck);
    expect([t.state.cards[other]!.zone, t.state.cards[theirs]!.zone]).toEqual([ZONES.discard, ZONES.discard]);
  });
});

describe("played-to-site-or-higher (trigger) and comes-into-play-exhausted (effect)", () => {
  it("matches plays at high enough sites and exhausts the card played", () => {
    const t = new Table();
    const sam = t.put(companion("Sam", { vitality: 4 }));
    const ability = { kind: "trigger", trigger: term("played-to-site-or-higher", { target: { ...a(term("type", { type: "companion" })), bind: "companion" }, n: 4 }) } as never;
    const played = () => triggers(t.env(), ability, makeEvent(t.state, { type: "play", cards: [sam] }));
    lotr(t.state).site = 3;
    expect(played()).toBeNull();
    lotr(t.state).site = 4;
    expect(played()).toEqual({ companion: { cards: [sam] } });
    createContext(t.env({ bindings: { companion: { cards: [sam] } } })).run("comes-into-play-exhausted", { target: { ref: "companion" } });
    expect(wounds(t.env(), sam)).toBe(3);
  });
});

describe("played-to-non-sanctuary (filter)", () => {
  it("holds only while the fellowship's site is not a sanctuary", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"), { zone: ZONES.hand });
    t.put({ title: "Valley", type: "site", site: 3, keywords: ["sanctuary"] }, { zone: ZONES.adventurePath });
    t.put({ title: "Mine", type: "site", site: 4 }, { zone: ZONES.adventurePath });
    const impl = t.env().rules.implementations["played-to-non-sanctuary"] as { test: (env: unknown, id: CardId, args: unknown) => boolean };
    lotr(t.state).site = 3;
    expect(impl.test(t.env(), sam, {})).toBe(false);
    lotr(t.state).site = 4;
    expect(impl.test(t.env(), sam, {})).toBe(true);
  });
});

describe("cancel-strength-bonus (effect) and no-weapon-strength-bonus (modifier)", () => {
  const sword = { title: "Sword", type: "possession", itemClass: "hand-weapon", strength: 2 };
  const cloak = { title: "Cloak", type: "possession", itemClass: "cloak", strength: 1 };
  it("a cancelled possession adds no strength until the duration ends", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const s = t.put(sword, { on: sam });
    expect(strength(t.env(), sam)).toBe(5);
    createContext(t.env({ controller: SH })).run("cancel-strength-bonus", { item: { ref: "it" } });
    expect(strength(t.env(), sam)).toBe(5);
    createContext(t.env({ controller: SH, bindings: { it: { cards: [s] } } })).run("cancel-strength-bonus", { item: { ref: "it" } });
    expect(strength(t.env(), sam)).toBe(3);
    expireModifiers(t.state, { kind: "end-of-phase" });
    expect(strength(t.env(), sam)).toBe(5);
  });
  it("a character under the modifier loses only its weapons' bonuses", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    t.put(sword, { on: sam });
    t.put(cloak, { on: sam });
    const troop = t.put(minion("Troop", { culture: "isengard", race: "uruk-hai" }));
    expect(strength(t.env(), sam)).toBe(6);
    applyStatic(t.env(), troop, { kind: "static", modifier: term("no-weapon-strength-bonus", { target: { ref: "self" } }) } as never);
    expect(strength(t.env(), sam)).toBe(6);
    applyStatic(t.env(), sam, { kind: "static", modifier: term("no-weapon-strength-bonus", { target: { ref: "self" } }) } as never);
    expect(strength(t.env(), sam)).toBe(4);
  });
});

describe("assign-to-skirmish and make-assign-to-a-skirmish (effects)", () => {
  it("records the assignment, never twice for one minion", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const frodo = t.put(companion("Frodo"));
    const orc = t.put(minion("Orc"));
    createContext(t.env({ controller: SH, bindings: { c: { cards: [sam] } } })).run("assign-to-skirmish", { target: { ref: "c" }, enemy: a(race("orc")) });
    expect(lotr(t.state).assignments).toEqual({ [sam]: [orc] });
    createContext(t.env({ controller: SH, bindings: { c: { cards: [frodo] } } })).run("assign-to-skirmish", { target: { ref: "c" }, enemy: a(race("orc")) });
    expect(lotr(t.state).assignments).toEqual({ [sam]: [orc] });
  });
  it("the named player picks an unassigned minion for the character", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    const o1 = t.put(minion("Orc 1"));
    const o2 = t.put(minion("Orc 2"));
    const chooser = scriptedChooser([[o2]]);
    createContext(t.env({ controller: SH, chooser })).run("make-assign-to-a-skirmish", { who: "the Free Peoples player", target: { ref: "ring-bearer" } });
    expect(lotr(t.state).assignments).toEqual({ [frodo]: [o2] });
    expect(chooser.asked.map((d) => d.player)).toEqual([FP]);
    void o1;
  });
});

describe("make-put-on-ring (effect) and the `exhausted` keyword term", () => {
  it("the Ring-bearer wears The One Ring for the step's duration", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    createContext(t.env({ controller: SH })).run("make-put-on-ring", { target: { ref: "ring-bearer" } });
    expect(modifiedFlag(t.env(), frodo, "wearing-the-one-ring", false)).toBe(true);
    expireModifiers(t.state, { kind: "end-of-phase" });
    expect(modifiedFlag(t.env(), frodo, "wearing-the-one-ring", false)).toBe(false);
  });
  it("`an exhausted companion` denotes characters with 1 vitality left", () => {
    const t = new Table();
    const fresh = t.put(companion("Fresh", { vitality: 3 }));
    const tired = t.put(companion("Tired", { vitality: 3 }), { wounds: 2 });
    const f = a(term("keyword", { keyword: "exhausted" }), term("type", { type: "companion" }));
    expect(candidates(t.env(), f)).toEqual([tired]);
    void fresh;
  });
});

describe("either-condition (condition) and end-of-turn (trigger)", () => {
  it("holds when either condition holds", () => {
    const t = new Table();
    const site = (n: number) => term("fellowship-at-site-or-higher", { n });
    const test = (first: unknown, second: unknown) => createContext(t.env()).test("either-condition", { first, second });
    lotr(t.state).site = 4;
    expect(test(site(5), site(6))).toBe(false);
    expect(test(site(5), site(4))).toBe(true);
    expect(test(site(3), site(6))).toBe(true);
  });
  it("end-of-turn matches only the end-of-turn event", () => {
    const t = new Table();
    const ability = { kind: "trigger", trigger: term("end-of-turn") } as never;
    expect(triggers(t.env(), ability, makeEvent(t.state, { type: "end-of-turn", cards: [] }))).toEqual({});
    expect(triggers(t.env(), ability, makeEvent(t.state, { type: "start-of-turn", cards: [] }))).toBeNull();
  });
});

describe("is-discarded (trigger) and play-from-discard-cost-change (effect)", () => {
  const weapon = { title: "Axe", type: "possession", side: "shadow", culture: "moria", itemClass: "hand-weapon", strength: 2, twilight: 1 };
  it("matches such a card's discard event and binds it", () => {
    const t = new Table();
    const axe = t.put(weapon, { zone: ZONES.discard, owner: SH });
    const ability = { kind: "trigger", trigger: term("is-discarded", { target: { ...a(culture("moria")), bind: "weapon" } }) } as never;
    expect(triggers(t.env({ controller: SH }), ability, makeEvent(t.state, { type: "discard", cards: [axe] }))).toEqual({ weapon: { cards: [axe] } });
    expect(triggers(t.env({ controller: SH }), ability, makeEvent(t.state, { type: "play", cards: [axe] }))).toBeNull();
  });
  it("plays the card from your discard pile for its cost changed", () => {
    const t = new Table();
    const orc = t.put(minion("Orc"), { owner: SH });
    const axe = t.put(weapon, { zone: ZONES.discard, owner: SH });
    const env = t.env({ controller: SH, bindings: { weapon: { cards: [axe] } } });
    createContext(env).run("play-from-discard-cost-change", { target: { ref: "weapon" }, same: { ref: "weapon" }, amount: -1 });
    expect(t.state.cards[axe]!.attachedTo).toBe(orc);
  });
});

describe("static sentences with the condition printed first or last (compiler)", () => {
  const compile = (body: string) => {
    const src = `game lotr-tcg\nset 1\ncard 1R165 "Troll" {\n  unique Moria minion, Troll\n  twilight 10, strength 15, vitality 4, site 4\n\n  ${body}\n}\n`;
    const result = check([parse(src, "t.card").file]);
    const card = result.sets[0]!.cards[0]!;
    return { diagnostics: result.diagnostics, ability: card.abilities[0] as unknown as Record<string, unknown>, text: renderCardText(card, lotrTcg) };
  };
  it("`At <location>, <modifier>.` is a static ability rendered as written", () => {
    const r = compile("At an underground site, Troll's twilight cost is -3.");
    expect(r.diagnostics).toEqual([]);
    expect(r.ability).toMatchObject({ kind: "static", conditionFirst: true, condition: { op: "at-site-with-keyword" }, modifier: { op: "twilight-cost" } });
    expect(r.text).toBe("At an underground site, Troll's twilight cost is -3.");
  });
  it("`<modifier> while <condition>.` is a static ability rendered as written", () => {
    const r = compile("This minion is damage +2 while in the same skirmish as another [moria] Orc.");
    expect(r.diagnostics).toEqual([]);
    expect(r.ability).toMatchObject({ kind: "static", conditionAfter: true, condition: { op: "same-skirmish-as" }, modifier: { op: "keyword-bonus" } });
    expect(r.text).toBe("This minion is damage +2 while in the same skirmish as another [moria] Orc.");
  });
  it("an `At …` trigger is still a trigger", () => {
    const r = compile("At the end of the turn, discard this minion.");
    expect(r.ability).toMatchObject({ kind: "trigger" });
  });
});
