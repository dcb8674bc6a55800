/** Phrases added for the Dwarven, Elven and Gandalf cards of set 1, over small hand-built states. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { modifiedFlag, modifiedValue, expireModifiers } from "../../runtime/core/modifiers.ts";
import { triggers } from "../../runtime/core/statics.ts";
import { cardsIn, type CardId } from "../../runtime/core/state.ts";
import { keywordTotal } from "../../runtime/core/terms.ts";
import { wound } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { strength, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, filter, FP, minion, SH, Table, term } from "./builder.ts";

const race = (r: string) => term("race", { race: r });
const ref = (name: string) => ({ ref: name });

describe("modify-archery-total and modify-move-limit", () => {
  it("change the game total until the phase (or the turn) ends", () => {
    const t = new Table();
    const ctx = createContext(t.env());
    ctx.run("modify-archery-total", { side: "fellowship", amount: "+1" });
    ctx.run("modify-archery-total", { side: "minion", amount: "-1" });
    ctx.run("modify-move-limit", { amount: "+1" });
    expect(modifiedValue(t.env(), null, "archery-total:fellowship", 0)).toBe(1);
    expect(modifiedValue(t.env(), null, "archery-total:minion", 0)).toBe(-1);
    expireModifiers(t.state, { kind: "end-of-phase" });
    expect(modifiedValue(t.env(), null, "archery-total:fellowship", 0)).toBe(0);
    expect(modifiedValue(t.env(), null, "move-limit", 0)).toBe(1);
    expireModifiers(t.state, { kind: "end-of-turn" });
    expect(modifiedValue(t.env(), null, "move-limit", 0)).toBe(0);
  });
});

describe("modify-strength-and-keyword", () => {
  it("gives the chosen character strength and a value keyword together", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf", strength: 6 }));
    createContext(t.env()).run("modify-strength-and-keyword", { target: a(race("dwarf")), amount: "+3", keyword: "damage", value: "+1" });
    expect(strength(t.env(), gimli)).toBe(9);
    expect(keywordTotal(t.env(), gimli, "damage")).toBe(1);
  });
});

describe("is-a-keyword-condition", () => {
  it("holds when the card has the keyword", () => {
    const t = new Table();
    const legolas = t.put(companion("Legolas", { race: "elf", keywords: ["archer"] }));
    const arwen = t.put(companion("Arwen", { race: "elf" }));
    const test = (id: CardId) => createContext(t.env({ bindings: { who: { cards: [id] } } })).test("is-a-keyword-condition", { who: ref("who"), keyword: "archer" });
    expect(test(legolas)).toBe(true);
    expect(test(arwen)).toBe(false);
  });
});

describe("heal-up-to-times and prevent-all-wounds", () => {
  it("heals at most n wounds", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf" }), { wounds: 3 });
    createContext(t.env()).run("heal-up-to-times", { target: a(race("dwarf")), n: 2 });
    expect(wounds(t.env(), gimli)).toBe(1);
  });

  it("prevents every wound to the character until the duration ends", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    createContext(t.env()).run("prevent-all-wounds", { target: a(race("dwarf")) });
    expect(modifiedFlag(t.env(), gimli, "wounds-prevented", false)).toBe(true);
    expect(wound(t.env(), gimli)).toBe(false);
    expect(wounds(t.env(), gimli)).toBe(0);
    expireModifiers(t.state, { kind: "end-of-phase" });
    expect(wound(t.env(), gimli)).toBe(true);
    expect(wounds(t.env(), gimli)).toBe(1);
  });
});

describe("loses-skirmish-to and discard-top-of-draw-deck", () => {
  it("matches a minion losing to the named winner and binds its owner as that player", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    const frodo = t.put(companion("Frodo"));
    const orc = t.put(minion("Orc"), { owner: SH });
    startSkirmish(t.env(), gimli, [orc]);
    const e = makeEvent(t.state, { type: "skirmish-lost", cards: [orc] });
    const match = (winner: unknown) => triggers(t.env(), { kind: "trigger", trigger: term("loses-skirmish-to", { target: a(term("type", { type: "minion" })), winner }) }, e);
    expect(match(a(race("dwarf")))).toMatchObject({ $player: { players: [SH] } });
    expect(match(filter("a", [term("title", { title: "Frodo" })]))).toBeNull();
    void frodo;
  });

  it("discards the top card of that player's draw deck", () => {
    const t = new Table();
    const [top, next] = [1, 2].map((i) => t.put(minion(`Orc ${i}`), { zone: ZONES.drawDeck, owner: SH }));
    createContext(t.env({ bindings: { $player: { players: [SH] } } })).run("discard-top-of-draw-deck", { who: ref("$player"), n: null, per: null });
    expect(cardsIn(t.state, SH, ZONES.discard)).toEqual([top]);
    expect(cardsIn(t.state, SH, ZONES.drawDeck)).toEqual([next]);
  });
});

describe("discard effects", () => {
  it("make-discard-at-random discards n cards of that player's hand", () => {
    const t = new Table();
    [1, 2, 3].forEach((i) => t.put(minion(`Orc ${i}`), { zone: ZONES.hand, owner: SH }));
    createContext(t.env()).run("make-discard-at-random", { who: "an opponent", n: 2 });
    expect(cardsIn(t.state, SH, ZONES.discard)).toHaveLength(2);
    expect(cardsIn(t.state, SH, ZONES.hand)).toHaveLength(1);
  });

  it("choose-opponent-to-discard makes the opponent discard a card he or she picks", () => {
    const t = new Table();
    const [o1, o2] = [1, 2].map((i) => t.put(minion(`Orc ${i}`), { zone: ZONES.hand, owner: SH }));
    createContext(t.env({ chooser: scriptedChooser([[o2!]]) })).run("choose-opponent-to-discard", { target: a(term("any")) });
    expect(cardsIn(t.state, SH, ZONES.discard)).toEqual([o2]);
    expect(cardsIn(t.state, SH, ZONES.hand)).toEqual([o1]);
  });

  it("discard-up-to-then-draw-equal draws as many cards as were discarded", () => {
    const t = new Table();
    const hand = [1, 2, 3].map((i) => t.put(companion(`Hand ${i}`), { zone: ZONES.hand }));
    const deck = [1, 2, 3].map((i) => t.put(companion(`Deck ${i}`), { zone: ZONES.drawDeck }));
    createContext(t.env({ chooser: scriptedChooser([[hand[0]!, hand[2]!]]) })).run("discard-up-to-then-draw-equal", { n: 3 });
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual([hand[0], hand[2]]);
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([hand[1], deck[0], deck[1]]);
  });

  it("reveal-place-beneath-draw-deck puts the revealed card at the bottom of the draw deck", () => {
    const t = new Table();
    const deck = t.put(companion("Deck"), { zone: ZONES.drawDeck });
    const elf = t.put(companion("Elf card", { culture: "elven" }), { zone: ZONES.hand });
    const hobbit = t.put(companion("Hobbit card"), { zone: ZONES.hand });
    createContext(t.env()).run("reveal-place-beneath-draw-deck", { target: a(term("culture", { culture: "elven" })) });
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([deck, elf]);
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([hobbit]);
    expect(t.state.log.some((l) => l.type === "reveal")).toBe(true);
  });
});

describe("top-of-deck effects", () => {
  const deck = (t: Table, n: number) => Array.from({ length: n }, (_, i) => t.put(companion(`Deck ${i}`, { culture: i % 2 ? "dwarven" : "elven" }), { zone: ZONES.drawDeck }));

  it("reveal-top-cards then take-revealed-discard-rest keeps the revealed cards that fit", () => {
    const t = new Table();
    const d = deck(t, 4);
    const env = t.env();
    const ctx = createContext(env);
    ctx.run("reveal-top-cards", { n: 3 });
    ctx.run("take-revealed-discard-rest", { target: filter("every", [term("culture", { culture: "elven" }), term("revealed")]) });
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([d[0], d[2]]);
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual([d[1]]);
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([d[3]]);
  });

  it("look-at-top-cards then take-some-discard-rest keeps the n chosen", () => {
    const t = new Table();
    const d = deck(t, 5);
    const ctx = createContext(t.env({ chooser: scriptedChooser([[d[1]!, d[3]!]]) }));
    ctx.run("look-at-top-cards", { n: 4 });
    ctx.run("take-some-discard-rest", { n: 2 });
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([d[1], d[3]]);
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual([d[0], d[2]]);
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([d[4]]);
  });

  it("take-one-discard-other keeps one of two", () => {
    const t = new Table();
    const d = deck(t, 3);
    const ctx = createContext(t.env({ chooser: scriptedChooser([[d[1]!]]) }));
    ctx.run("look-at-top-cards", { n: 2 });
    ctx.run("take-one-discard-other", {});
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([d[1]]);
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual([d[0]]);
  });
});

describe("alternative-costs and play-for-free", () => {
  const arwenCost = { op: "exert", args: { target: filter("a", [term("title", { title: "Arwen" })], {}, "arwen") } };
  const discardTwo = { op: "discard-from-hand", args: { target: filter("count", [term("any")], { count: 2 }) } };

  it("pays the chosen cost that can be paid, and still names the title of the other", () => {
    const t = new Table();
    const arwen = t.put(companion("Arwen", { race: "elf", vitality: 3 }), { wounds: 2 });
    const hand = [1, 2].map((i) => t.put(companion(`Hand ${i}`), { zone: ZONES.hand }));
    const env = t.env();
    const impl = env.rules.implementations["alternative-costs"]!;
    if (impl.kind !== "cost") throw new Error("alternative-costs is a cost");
    expect(impl.canPay(env, { first: arwenCost, second: discardTwo })).toBe(true);
    expect(impl.pay(env, { first: arwenCost, second: discardTwo })).toBe(true);
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual(hand);
    expect(env.bindings.arwen).toEqual({ cards: [arwen] });
    expect(impl.canPay(env, { first: arwenCost, second: discardTwo })).toBe(false);
  });

  it("play-for-free plays a card from hand at no twilight", () => {
    const t = new Table();
    const elf = t.put(companion("Elf", { race: "elf", twilight: 3 }), { zone: ZONES.hand });
    createContext(t.env()).run("play-for-free", { target: a(race("elf")) });
    expect(t.state.cards[elf]!.zone).toBe(ZONES.characters);
    expect(t.state.pools.twilight ?? 0).toBe(0);
  });
});

describe("X chosen by the player (`exert X companions then remove (X)`)", () => {
  it("the player picks how many; X is the number picked", () => {
    const t = new Table();
    const [c1, c2] = [1, 2, 3].map((i) => t.put(companion(`Companion ${i}`)));
    t.state.pools.twilight = 5;
    const env = t.env({ chooser: scriptedChooser([[c1!, c2!]]) });
    const ctx = createContext(env);
    ctx.run("exert", { target: filter("count", [term("type", { type: "companion" })], { count: { op: "x", args: {} } }) });
    ctx.run("remove-twilight", { n: "X" });
    expect([c1, c2].map((c) => wounds(t.env(), c!))).toEqual([1, 1]);
    expect(t.state.pools.twilight).toBe(3);
  });
});

describe("fellowship-moves-from during a phase, and move-limit-effect", () => {
  it("matches a move from such a site only in that phase; the effect raises the move limit for the turn", () => {
    const t = new Table();
    const river = t.put({ title: "River site", type: "site", keywords: ["river"], site: 3, twilight: 0 }, { zone: ZONES.adventurePath });
    const ability = { kind: "trigger", trigger: term("fellowship-moves-from", { site: a(term("keyword", { keyword: "river" })) }), during: "fellowship" };
    t.state.phase = "fellowship";
    expect(triggers(t.env(), ability, makeEvent(t.state, { type: "move-from", cards: [river] }))).not.toBeNull();
    t.state.phase = "regroup";
    expect(triggers(t.env(), ability, makeEvent(t.state, { type: "move-from", cards: [river] }))).toBeNull();
    createContext(t.env()).run("move-limit-effect", { amount: "+1" });
    expect(modifiedValue(t.env(), null, "move-limit", 0)).toBe(1);
    expireModifiers(t.state, { kind: "end-of-turn" });
    expect(modifiedValue(t.env(), null, "move-limit", 0)).toBe(0);
  });
});

describe("a static whose subject is named by its condition (`While a Dwarf skirmishes …, that Dwarf is …`)", () => {
  it("applies to each such card for which the condition holds", async () => {
    const { applyStatic } = await import("../../runtime/core/statics.ts");
    const t = new Table();
    const stairs = t.put({ title: "Stairs", type: "condition", side: "free-peoples", culture: "dwarven", twilight: 0 });
    const gimli = t.put(companion("Gimli", { race: "dwarf", strength: 6 }));
    const farin = t.put(companion("Farin", { race: "dwarf", strength: 5 }));
    const orc = t.put(minion("Orc"), { owner: SH });
    applyStatic(t.env(), stairs, {
      kind: "static",
      condition: term("skirmishes", { who: filter("a", [race("dwarf")], {}, "dwarf"), enemy: a(term("culture", { culture: "moria" })) }),
      modifier: term("strength-bonus", { target: ref("dwarf"), also: null, limit: null, amount: 1 }),
    } as never);
    expect(strength(t.env(), gimli)).toBe(6);
    startSkirmish(t.env(), gimli, [orc]);
    expect(strength(t.env(), gimli)).toBe(7);
    expect(strength(t.env(), farin)).toBe(5);
  });
});
