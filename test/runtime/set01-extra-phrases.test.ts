/** Phrases added for the non-starter set-1 cards, over small hand-built states. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { applyStatic, triggers } from "../../runtime/core/statics.ts";
import { candidates } from "../../runtime/core/filters.ts";
import { modifiedFlag, modifiedValue } from "../../runtime/core/modifiers.ts";
import { hasKeyword } from "../../runtime/core/terms.ts";
import { cardsIn } from "../../runtime/core/state.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, filter, FP, minion, SH, Table, term } from "./builder.ts";

const race = (r: string) => term("race", { race: r });
const culture = (c: string) => term("culture", { culture: c });

describe("skirmishes (condition)", () => {
  it("holds while such a character skirmishes such an opponent", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    const goblin = t.put(minion("Goblin", { culture: "moria" }));
    const uruk = t.put(minion("Uruk", { culture: "isengard", race: "uruk-hai" }));
    const test = (enemy: unknown) => createContext(t.env()).test("skirmishes", { who: a(race("dwarf")), enemy });
    expect(test(a(culture("moria")))).toBe(false);
    startSkirmish(t.env(), gimli, [goblin]);
    expect(test(a(culture("moria")))).toBe(true);
    expect(test(a(culture("isengard")))).toBe(false);
    void uruk;
  });
});

describe("wins-skirmish-against (trigger)", () => {
  it("matches the winner when a loser fits, and binds both", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    const orc = t.put(minion("Orc"), { owner: SH });
    startSkirmish(t.env(), gimli, [orc]);
    const e = makeEvent(t.state, { type: "skirmish-won", cards: [gimli] });
    const match = (enemy: unknown) =>
      triggers(t.env(), { kind: "trigger", trigger: term("wins-skirmish-against", { target: a(race("dwarf")), enemy }) }, e);
    expect(match(filter("a", [race("orc")], {}, "orc"))).toEqual({ orc: { cards: [orc] } });
    expect(match(a(race("troll")))).toBeNull();
  });
});

describe("heal-times", () => {
  it("removes n wounds from one chosen character, no more than it has", () => {
    const t = new Table();
    const merry = t.put(companion("Merry"), { wounds: 3 });
    createContext(t.env()).run("heal-times", { target: a(race("hobbit")), n: 2 });
    expect(wounds(t.env(), merry)).toBe(1);
    createContext(t.env()).run("heal-times", { target: a(race("hobbit")), n: 5 });
    expect(wounds(t.env(), merry)).toBe(0);
  });
});

describe("discard-up-to-from-hand", () => {
  it("discards the cards chosen, at most n, from the controller's hand", () => {
    const t = new Table();
    const hand = [1, 2, 3].map((i) => t.put(companion(`Card ${i}`), { zone: ZONES.hand }));
    createContext(t.env({ chooser: scriptedChooser([[hand[2]!]]) })).run("discard-up-to-from-hand", { n: 2 });
    expect(cardsIn(t.state, FP, ZONES.discard)).toEqual([hand[2]]);
    createContext(t.env()).run("discard-up-to-from-hand", { n: 5 });
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([]);
  });
});

describe("revealing an opponent's hand", () => {
  const setUp = () => {
    const t = new Table();
    t.put(companion("Gandalf", { race: "wizard" }));
    const orcs = [1, 2, 3].map((i) => t.put(minion(`Orc ${i}`), { zone: ZONES.hand, owner: SH }));
    const troll = t.put(minion("Troll", { race: "troll" }), { zone: ZONES.hand, owner: SH });
    t.put(minion("Orc in play"), { owner: SH });
    t.state.pools.twilight = 5;
    return { t, orcs, troll };
  };
  const orcRevealed = { filter: { quantifier: "a", terms: [race("orc"), term("revealed")] } };

  it("revealed counts only the cards this ability revealed; remove-twilight-for-each respects the limit", () => {
    const { t } = setUp();
    const ctx = createContext(t.env());
    ctx.run("reveal-hand", {});
    ctx.run("remove-twilight-for-each", { n: 1, per: orcRevealed, limit: null });
    expect(t.state.pools.twilight).toBe(2);
    ctx.run("remove-twilight-for-each", { n: 1, per: orcRevealed, limit: 1 });
    expect(t.state.pools.twilight).toBe(1);
  });

  it("without a reveal nothing is revealed", () => {
    const { t } = setUp();
    createContext(t.env()).run("remove-twilight-for-each", { n: 1, per: orcRevealed, limit: null });
    expect(t.state.pools.twilight).toBe(5);
  });

  it("that player (whose hand was revealed) discards a card from hand for each Orc revealed", () => {
    const { t } = setUp();
    const ctx = createContext(t.env());
    ctx.run("reveal-hand", {});
    ctx.run("player-discards-from-hand", { who: "that-player", target: a(term("any")), per: orcRevealed });
    expect(cardsIn(t.state, SH, ZONES.hand)).toHaveLength(1);
    expect(cardsIn(t.state, SH, ZONES.discard)).toHaveLength(3);
  });
});

describe("player-plays (trigger) and that player", () => {
  it("matches plays by that player only and binds that player", () => {
    const t = new Table();
    const orc = t.put(minion("Orc"), { owner: SH });
    const deck = [1, 2].map((i) => t.put(minion(`Deck ${i}`), { zone: ZONES.drawDeck, owner: SH }));
    const ev = (player: string) => makeEvent(t.state, { type: "play", cards: [orc], player });
    const match = (player: string) =>
      triggers(t.env(), { kind: "trigger", trigger: term("player-plays", { who: "opponent", target: a(race("orc")) }) }, ev(player));
    expect(match(FP)).toBeNull();
    const b = match(SH);
    expect(b).not.toBeNull();
    createContext(t.env({ bindings: b! })).run("discard-top-of-draw-deck", { who: "that-player", n: null, per: null });
    expect(cardsIn(t.state, SH, ZONES.discard)).toEqual([deck[0]]);
  });
});

describe("wound-twice", () => {
  it("places two wounds on each chosen character", () => {
    const t = new Table();
    const troll = t.put(minion("Troll", { race: "troll", vitality: 4 }));
    createContext(t.env()).run("wound-twice", { target: a(race("troll")) });
    expect(wounds(t.env(), troll)).toBe(2);
  });
});

describe("discard-top-of-draw-deck (n cards from the top)", () => {
  it("that player discards n cards from the top of the draw deck", () => {
    const t = new Table();
    const deck = [1, 2, 3, 4].map((i) => t.put(minion(`Deck ${i}`), { zone: ZONES.drawDeck, owner: SH }));
    createContext(t.env()).run("discard-top-of-draw-deck", { who: "opponent", n: 3, per: null });
    expect(cardsIn(t.state, SH, ZONES.discard)).toEqual(deck.slice(0, 3));
  });
});

describe("no-archery-contribution", () => {
  it("lowers the fellowship archery total by the archers named, not by others", () => {
    const t = new Table();
    const legolas = t.put(companion("Legolas", { race: "elf", keywords: ["Archer"] }));
    const sam = t.put(companion("Sam"));
    t.state.phase = "archery";
    createContext(t.env()).run("no-archery-contribution", { target: { ref: "self" } });
    expect(modifiedValue(t.env(), null, "archery-total:fellowship", 1)).toBe(1);
    createContext(t.env({ source: sam })).run("no-archery-contribution", { target: { ref: "self" } });
    expect(modifiedValue(t.env(), null, "archery-total:fellowship", 1)).toBe(1);
    createContext(t.env({ source: legolas })).run("no-archery-contribution", { target: { ref: "self" } });
    expect(modifiedValue(t.env(), null, "archery-total:fellowship", 1)).toBe(0);
  });
});

describe("wears-the-one-ring (condition) and at-site (filter)", () => {
  it("wears-the-one-ring holds only once the character wears the Ring", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    const test = () => createContext(t.env()).test("wears-the-one-ring", { who: { ref: "ring-bearer" } });
    expect(test()).toBe(false);
    createContext(t.env()).run("wear-the-one-ring", { target: { ref: "ring-bearer" } });
    expect(test()).toBe(true);
  });

  it("at-site keeps cards only while the fellowship is at such a site", () => {
    const t = new Table();
    const nazgul = t.put(minion("Ulaire", { race: "nazgul" }));
    const atWeathertop = { filter: { quantifier: "every", terms: [race("nazgul"), term("at-site", { site: "Weathertop" })] } };
    t.put({ title: "Bree Gate", type: "site", site: 1 }, { zone: ZONES.adventurePath });
    expect(candidates(t.env(), atWeathertop)).toEqual([]);
    t.put({ title: "Weathertop", type: "site", site: 2 }, { zone: ZONES.adventurePath });
    lotr(t.state).site = 2;
    expect(candidates(t.env(), atWeathertop)).toEqual([nazgul]);
  });
});

describe("modifiers is-a-keyword and not-overwhelmed-unless-tripled", () => {
  it("give the named characters the keyword and the tripled-overwhelm rule, and no one else", () => {
    const t = new Table();
    const aragorn = t.put(companion("Aragorn", { race: "man" }));
    const sam = t.put(companion("Sam"));
    const bow = t.put({ title: "Bow", type: "possession" }, { on: aragorn });
    const s = (modifier: ReturnType<typeof term>) => applyStatic(t.env(), bow, { kind: "static", condition: null, modifier });
    s(term("is-a-keyword", { target: a(race("man")), keyword: "archer" }));
    s(term("not-overwhelmed-unless-tripled", { target: a(race("man")), same: a(race("man")) }));
    const env = t.env();
    expect(hasKeyword(env, aragorn, "archer")).toBe(true);
    expect(hasKeyword(env, sam, "archer")).toBe(false);
    expect(modifiedFlag(env, aragorn, "overwhelm-tripled", false)).toBe(true);
    expect(modifiedFlag(env, sam, "overwhelm-tripled", false)).toBe(false);
  });
});
