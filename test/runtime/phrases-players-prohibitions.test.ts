/** Player phrases for any player (a hand, the top of a draw deck) and the prohibitions of set 2, over small hand-built states. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { applyStatic } from "../../runtime/core/statics.ts";
import { cardsIn, type CardId } from "../../runtime/core/state.ts";
import * as act from "../../runtime/games/lotr-tcg/state/actions.ts";
import { mayAssign } from "../../runtime/games/lotr-tcg/state/assignment.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { canExert, isRoaming, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { THAT_PLAYER } from "../../runtime/games/lotr-tcg/impl/common.ts";
import { a, companion, every, FP, minion, SH, Table, term } from "./builder.ts";

const ref = (r: string) => ({ ref: r });
const staticOf = (t: Table, card: CardId, modifier: ReturnType<typeof term>) => applyStatic(t.env(), card, { kind: "static", modifier });

describe("discard-top-of-draw-deck", () => {
  it("discards n cards for each card counted (`for each {per}`), else n, else one", () => {
    const t = new Table();
    const deck = [1, 2, 3, 4, 5, 6].map((i) => t.put(minion(`Deck ${i}`), { zone: ZONES.drawDeck, owner: FP }));
    t.put(companion("Dead 1"), { zone: ZONES.deadPile });
    t.put(companion("Dead 2"), { zone: ZONES.deadPile });
    const run = (args: Record<string, unknown>) => createContext(t.env({ controller: SH })).run("discard-top-of-draw-deck", { who: "free-peoples-player", n: null, per: null, ...args });
    run({ n: 2, per: every(term("any"), term("in-dead-pile")) });
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual(deck.slice(0, 4));
    run({});
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual(deck.slice(0, 5));
  });
});

describe("player-draws", () => {
  it("that player draws n cards and is `that player` afterwards", () => {
    const t = new Table();
    const deck = [1, 2, 3].map((i) => t.put(minion(`Deck ${i}`), { zone: ZONES.drawDeck, owner: SH }));
    const env = t.env({ controller: FP });
    createContext(env).run("player-draws", { who: "opponent", n: 2 });
    expect(cardsIn(t.state, SH, ZONES.hand)).toEqual(deck.slice(0, 2));
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([]);
    expect(env.bindings[THAT_PLAYER]).toEqual({ players: [SH] });
  });
});

describe("discard-hand", () => {
  it("that player discards every card in hand; the other's hand stays", () => {
    const t = new Table();
    const mine = [1, 2].map((i) => t.put(companion(`Hand ${i}`), { zone: ZONES.hand, owner: FP }));
    const theirs = t.put(minion("Orc"), { zone: ZONES.hand, owner: SH });
    createContext(t.env({ controller: SH })).run("discard-hand", { who: "free-peoples-player" });
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([]);
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual(mine);
    expect(cardsIn(t.state, SH, ZONES.hand)).toEqual([theirs]);
  });
});

describe("look-at-hand and hand-hidden", () => {
  const looks = (t: Table) => t.state.log.filter((e) => e.type === "look-at-hand").length;
  const hidden = (t: Table) => t.state.log.filter((e) => e.type === "hand-hidden").length;

  it("looks at the named player's hand", () => {
    const t = new Table();
    const card = t.put(companion("Sam"), { zone: ZONES.hand, owner: FP });
    createContext(t.env({ controller: SH })).run("look-at-hand", { who: "free-peoples-player" });
    expect(t.state.log.filter((e) => e.type === "look-at-hand").map((e) => [e.of, e.cards])).toEqual([[FP, [card]]]);
  });

  it("`Shadow players may not look at … your hand`: hides the controller's hand from the Shadow side only", () => {
    const t = new Table();
    const erland = t.put(companion("Erland", { type: "ally" }));
    t.put(companion("Sam"), { zone: ZONES.hand, owner: FP });
    t.put(minion("Orc"), { zone: ZONES.hand, owner: SH });
    staticOf(t, erland, term("hand-hidden", { viewer: "shadow", owner: null }));
    createContext(t.env({ controller: SH })).run("look-at-hand", { who: "free-peoples-player" });
    expect([looks(t), hidden(t)]).toEqual([0, 1]);
    createContext(t.env({ controller: SH })).run("make-reveal-at-random", { who: "free-peoples-player", n: 1 });
    expect(t.state.log.filter((e) => e.type === "reveal").map((e) => e.cards)).toEqual([[]]);
    createContext(t.env({ controller: FP })).run("look-at-hand", { who: "opponent" });
    expect(looks(t)).toBe(1);
  });

  it("`The Free Peoples player may not … any Shadow player's hand`: hides the Shadow hands from the Free Peoples player", () => {
    const t = new Table();
    const business = t.put({ title: "No Business of Ours", type: "condition", side: "shadow" }, { owner: SH });
    t.put(minion("Orc"), { zone: ZONES.hand, owner: SH });
    staticOf(t, business, term("hand-hidden", { viewer: "free-peoples", owner: "shadow" }));
    createContext(t.env({ controller: FP })).run("reveal-hand", {});
    expect(t.state.log.filter((e) => e.type === "reveal-hand")).toEqual([]);
    expect(hidden(t)).toBe(1);
  });
});

describe("may-not-assign", () => {
  it("forbids only the named player to assign such a character to the minion", () => {
    const t = new Table();
    const aragorn = t.put(companion("Aragorn", { race: "man" }));
    const ferny = t.put(minion("Bill Ferny"), { owner: SH });
    const orc = t.put(minion("Orc"), { owner: SH });
    staticOf(t, ferny, term("may-not-assign", { who: "free-peoples-player", target: a(term("noun", { noun: "character" })), minion: ref("self") }));
    expect(mayAssign(t.env(), FP, aragorn, ferny)).toBe(false);
    expect(mayAssign(t.env(), FP, aragorn, orc)).toBe(true);
    expect(mayAssign(t.env(), SH, aragorn, ferny)).toBe(true);
  });
});

describe("not-roaming", () => {
  it("such a minion with a site number above the fellowship's is not roaming; others still are", () => {
    const t = new Table();
    const ferny = t.put(minion("Bill Ferny", { race: "man", site: 2 }), { owner: SH });
    const nazgul = t.put(minion("Úlairë Nelya", { race: "nazgul", site: 3 }), { owner: SH });
    const orc = t.put(minion("Orc", { site: 3 }), { owner: SH });
    expect(isRoaming(t.env(), nazgul)).toBe(true);
    staticOf(t, ferny, term("not-roaming", { target: every(term("race", { race: "nazgul" })) }));
    expect(isRoaming(t.env(), nazgul)).toBe(false);
    expect(isRoaming(t.env(), orc)).toBe(true);
  });
});

describe("exerted-only-by", () => {
  it("only an ability of a card of that side may exert bearer", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const throwCard = t.put({ title: "Throw Yourself in Next Time", type: "condition", side: "shadow" }, { on: sam, owner: SH });
    const ally = t.put(companion("Bilbo", { type: "ally" }));
    const orc = t.put(minion("Orc"), { owner: SH });
    staticOf(t, throwCard, term("exerted-only-by", { target: ref("bearer"), side: "shadow" }));
    expect(canExert(t.env({ source: ally, controller: FP }), sam)).toBe(false);
    expect(canExert(t.env({ source: null }), sam)).toBe(false);
    expect(act.exert(t.env({ source: orc, controller: SH }), sam)).toBe(true);
    expect(wounds(t.env(), sam)).toBe(1);
  });
});

describe("may-not-take-wounds", () => {
  it("no wound outside the phase excepted; a wound in it", () => {
    const t = new Table();
    const bilbo = t.put(companion("Bilbo", { type: "ally" }));
    const tale = t.put({ title: "Consorting With Wizards", type: "condition", side: "free-peoples" }, { on: bilbo });
    staticOf(t, tale, term("may-not-take-wounds", { target: a(term("title", { title: "Bilbo" })), phase: "archery" }));
    t.state.phase = "maneuver";
    expect(act.wound(t.env(), bilbo)).toBe(false);
    t.state.phase = "archery";
    expect(act.wound(t.env(), bilbo)).toBe(true);
    expect(wounds(t.env(), bilbo)).toBe(1);
  });
});
