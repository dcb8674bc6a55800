/** Phrases added for the Sauron and Ringwraith cards of set 1, over small hand-built states. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { candidates } from "../../runtime/core/filters.ts";
import { modifiedValue, modifierAmounts } from "../../runtime/core/modifiers.ts";
import { applyStatic, triggers } from "../../runtime/core/statics.ts";
import { cardsIn, type CardId } from "../../runtime/core/state.ts";
import { roamingDelta } from "../../runtime/games/lotr-tcg/engine/moves.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { heal } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { burdens, strength, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, every, FP, minion, SH, Table, term } from "./builder.ts";

const race = (r: string) => term("race", { race: r });
const culture = (c: string) => term("culture", { culture: c });
const type = (t: string) => term("type", { type: t });

describe("skirmish qualifiers", () => {
  const setUp = () => {
    const t = new Table();
    const boromir = t.put(companion("Boromir", { race: "man", culture: "gondor", strength: 7, vitality: 3 }));
    const gimli = t.put(companion("Gimli", { race: "dwarf", culture: "dwarven" }));
    const orc = t.put(minion("Orc", { culture: "sauron" }));
    const goblin = t.put(minion("Goblin"));
    const cloak = t.put({ title: "Cloak", type: "possession", itemClass: "cloak" }, { on: boromir });
    const helm = t.put({ title: "Helm", type: "possession", itemClass: "helm" }, { on: gimli });
    startSkirmish(t.env(), boromir, [orc]);
    return { t, boromir, gimli, orc, goblin, cloak, helm };
  };

  it("skirmishing-filter keeps characters skirmishing such an enemy", () => {
    const { t, boromir } = setUp();
    const vsSauron = every(type("companion"), term("skirmishing-filter", { enemy: a(culture("sauron"), race("orc")) }));
    const vsMoria = every(type("companion"), term("skirmishing-filter", { enemy: a(culture("moria")) }));
    expect(candidates(t.env(), vsSauron)).toEqual([boromir]);
    expect(candidates(t.env(), vsMoria)).toEqual([]);
  });

  it("is-skirmishing-filter keeps the opponents of the named character", () => {
    const { t, boromir, orc, goblin } = setUp();
    const opponents = every(type("companion"), term("is-skirmishing-filter", { who: { ref: "he" } }));
    const opponentsOf = (id: CardId) => candidates(t.env({ bindings: { he: { cards: [id] } } }), opponents);
    expect(opponentsOf(orc)).toEqual([boromir]);
    expect(opponentsOf(goblin)).toEqual([]);
  });

  it("borne-by-opponent keeps cards borne by a character the named one skirmishes", () => {
    const { t, orc, cloak } = setUp();
    const env = t.env({ bindings: { he: { cards: [orc] } } });
    expect(candidates(env, every(type("possession"), term("borne-by-opponent", { who: { ref: "he" } })))).toEqual([cloak]);
  });

  it("who-bears keeps characters bearing such a card", () => {
    const { t, gimli } = setUp();
    expect(candidates(t.env(), every(type("companion"), term("who-bears", { item: a(term("item-class", { itemClass: "helm" })) })))).toEqual([gimli]);
  });
});

describe("spotting burdens", () => {
  it("spot-burdens needs that many burdens; spot X burdens binds X to the burdens there are", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    t.state.cards[frodo]!.tokens.burden = 3;
    const ctx = createContext(t.env());
    expect(ctx.canPay("spot-burdens", { n: 3 })).toBe(true);
    expect(ctx.canPay("spot-burdens", { n: 4 })).toBe(false);
    const env = t.env();
    expect(createContext(env).pay("spot-burdens", { n: "X" })).toBe(true);
    expect(env.bindings.X).toEqual({ number: 3 });
  });

  it("can-spot-burdens and you-spot-burdens test the Ring-bearer's burdens", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    t.state.cards[frodo]!.tokens.burden = 5;
    const ctx = createContext(t.env());
    expect(ctx.test("can-spot-burdens", { n: 5 })).toBe(true);
    expect(ctx.test("you-spot-burdens", { n: 6 })).toBe(false);
  });
});

describe("effects another player carries out", () => {
  it("player-chooses-either: that player picks one effect", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    const args = { who: "free-peoples-player", first: term("exert", { target: { ref: "ring-bearer" } }), second: term("add-burdens", { n: 1 }) };
    createContext(t.env({ controller: SH, chooser: scriptedChooser([1]) })).run("player-chooses-either", args);
    expect(burdens(t.env())).toBe(1);
    expect(wounds(t.env(), frodo)).toBe(0);
    createContext(t.env({ controller: SH })).run("player-chooses-either", args);
    expect(wounds(t.env(), frodo)).toBe(1);
  });

  it("player-must-exert: that player exerts one of his or her own characters", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const orc = t.put(minion("Orc", { vitality: 3 }));
    createContext(t.env({ controller: SH })).run("player-must-exert", { who: "free-peoples-player", target: a(term("noun", { noun: "character" })) });
    expect(wounds(t.env(), sam)).toBe(1);
    expect(wounds(t.env(), orc)).toBe(0);
  });

  it("player-discards-at-random: discards n cards from that player's hand", () => {
    const t = new Table();
    [1, 2, 3].forEach((i) => t.put(companion(`Card ${i}`), { zone: ZONES.hand }));
    t.put(minion("Mine"), { zone: ZONES.hand });
    createContext(t.env({ controller: SH })).run("player-discards-at-random", { who: "free-peoples-player", n: 2 });
    expect(cardsIn(t.state, FP, ZONES.hand)).toHaveLength(1);
    expect(cardsIn(t.state, FP, ZONES.discard)).toHaveLength(2);
    expect(cardsIn(t.state, SH, ZONES.hand)).toHaveLength(1);
  });

  it("add-twilight-for-each: n tokens per card counted", () => {
    const t = new Table();
    t.put(companion("Legolas", { race: "elf", keywords: ["Archer"] }));
    t.put(companion("Aragorn", { race: "man", keywords: ["Archer"] }));
    t.put(companion("Sam"));
    createContext(t.env()).run("add-twilight-for-each", { n: 1, per: a(term("keyword", { keyword: "archer" }), type("companion")) });
    expect(t.state.pools.twilight).toBe(2);
  });
});

describe("phase triggers", () => {
  it("match start/end of such a phase only when the controller plays in it", () => {
    const t = new Table();
    t.state.phase = "shadow";
    const trig = (op: string) => ({ kind: "trigger" as const, trigger: term(op, { timing: "shadow" }) });
    const start = makeEvent(t.state, { type: "start-of-phase", cards: [] });
    const end = makeEvent(t.state, { type: "end-of-phase", cards: [] });
    expect(triggers(t.env({ controller: SH }), trig("start-of-your-phases"), start)).toEqual({});
    expect(triggers(t.env({ controller: FP }), trig("start-of-your-phases"), start)).toBeNull();
    expect(triggers(t.env({ controller: SH }), trig("start-of-your-phases"), end)).toBeNull();
    expect(triggers(t.env({ controller: SH }), trig("end-of-your-phases"), end)).toEqual({});
    t.state.phase = "maneuver";
    expect(triggers(t.env({ controller: SH }), trig("end-of-your-phases"), makeEvent(t.state, { type: "end-of-phase", cards: [] }))).toBeNull();
  });
});

describe("roaming penalty and move limit", () => {
  it("roaming-penalty changes the roaming cost of the controller's such minions only", () => {
    const t = new Table();
    const tracker = t.put(minion("Tracker", { culture: "sauron", site: 6 }));
    const mine = t.put(minion("Sauron Orc", { culture: "sauron", site: 6 }), { zone: ZONES.hand });
    const moria = t.put(minion("Goblin", { culture: "moria", site: 6 }), { zone: ZONES.hand });
    applyStatic(t.env(), tracker, { kind: "static", condition: null, modifier: term("roaming-penalty", { target: every(culture("sauron"), type("minion")), amount: -1 }) });
    expect(roamingDelta(t.env(), mine)).toBe(1);
    expect(roamingDelta(t.env(), moria)).toBe(2);
    applyStatic(t.env(), tracker, { kind: "static", condition: null, modifier: term("roaming-penalty", { target: every(culture("sauron"), type("minion")), amount: -2 }) });
    expect(roamingDelta(t.env(), mine)).toBe(0);
    lotr(t.state).site = 6;
    expect(roamingDelta(t.env(), moria)).toBe(0);
  });

  it("move-limit-for-turn changes the move limit and records its minimum", () => {
    const t = new Table();
    const few = t.put({ title: "Few", type: "condition", side: "shadow" });
    applyStatic(t.env(), few, { kind: "static", condition: null, modifier: term("move-limit-for-turn", { amount: -1, min: 1 }) });
    expect(modifiedValue(t.env(), null, "move-limit", 2)).toBe(1);
    expect(modifierAmounts(t.env(), null, "move-limit-minimum")).toEqual([1]);
  });
});

describe("more Sauron and Ringwraith phrases", () => {
  const noun = (n: string) => term("noun", { noun: n });

  it("add-to-archery-total adds to that side's total", () => {
    const t = new Table();
    const bowmen = t.put({ title: "Bowmen", type: "condition", side: "shadow" });
    applyStatic(t.env(), bowmen, { kind: "static", condition: null, modifier: term("add-to-archery-total", { n: 1, side: "minion" }) });
    expect(modifiedValue(t.env(), null, "archery-total:minion", 0)).toBe(1);
    expect(modifiedValue(t.env(), null, "archery-total:fellowship", 0)).toBe(0);
  });

  it("kills and killed-in-skirmish-involving match a death against such an opponent", () => {
    const t = new Table();
    const boromir = t.put(companion("Boromir", { race: "man" }));
    const orc = t.put(minion("Orc", { culture: "sauron" }));
    startSkirmish(t.env(), boromir, [orc]);
    const die = makeEvent(t.state, { type: "die", cards: [boromir] });
    const trig = (op: string, args: Record<string, unknown>) => triggers(t.env(), { kind: "trigger", trigger: term(op, args) }, die);
    expect(trig("kills", { killer: a(culture("sauron")), victim: a(type("companion")) })).toEqual({});
    expect(trig("kills", { killer: a(culture("moria")), victim: a(type("companion")) })).toBeNull();
    expect(trig("killed-in-skirmish-involving", { victim: a(type("companion")), other: a(race("orc")) })).toEqual({});
    expect(trig("killed-in-skirmish-involving", { victim: a(type("companion")), other: a(race("nazgul")) })).toBeNull();
  });

  it("strength-effect changes every such character's strength for the phase", () => {
    const t = new Table();
    const o1 = t.put(minion("Orc 1", { culture: "sauron" }));
    const o2 = t.put(minion("Orc 2", { culture: "sauron" }));
    const goblin = t.put(minion("Goblin"));
    createContext(t.env({ controller: SH })).run("strength-effect", { target: every(culture("sauron")), amount: 1 });
    expect([strength(t.env(), o1), strength(t.env(), o2), strength(t.env(), goblin)]).toEqual([6, 6, 5]);
  });

  it("shuffle-up-to moves at most n chosen cards from the zone into the draw deck", () => {
    const t = new Table();
    const cards = [1, 2, 3].map((i) => t.put(minion(`Wraith ${i}`, { culture: "ringwraith" }), { zone: ZONES.discard, owner: SH }));
    createContext(t.env({ controller: SH, chooser: scriptedChooser([[cards[0]!, cards[1]!, cards[2]!]]) })).run("shuffle-up-to", { n: 2, target: every(culture("ringwraith")), zone: "your discard pile" });
    expect(cardsIn(t.state, SH, ZONES.drawDeck)).toHaveLength(2);
    expect(cardsIn(t.state, SH, ZONES.discard)).toHaveLength(1);
  });

  it("discard-top-of-draw-deck discards the top n cards of that player's draw deck", () => {
    const t = new Table();
    const deck = [1, 2, 3].map((i) => t.put(companion(`Deck ${i}`), { zone: ZONES.drawDeck }));
    createContext(t.env({ controller: SH })).run("discard-top-of-draw-deck", { who: "free-peoples-player", n: 2, per: null });
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([deck[2]]);
  });

  it("dead-pile-count counts such cards in the Free Peoples dead pile", () => {
    const t = new Table();
    [1, 2].forEach((i) => t.put(companion(`Dead ${i}`), { zone: ZONES.deadPile }));
    const test = (n: number) => createContext(t.env({ controller: SH })).test("dead-pile-count", { n, target: every(type("companion")) });
    expect(test(2)).toBe(true);
    expect(test(3)).toBe(false);
  });

  it("either-effect offers only what can be done in full", () => {
    const t = new Table();
    const cond = t.put({ title: "Bent", type: "condition", side: "shadow" });
    const orc = t.put(minion("Orc", { race: "nazgul", vitality: 1 }));
    const args = { first: term("exert", { target: a(race("nazgul")) }), second: term("discard", { target: { ref: "self" } }) };
    createContext(t.env({ source: cond, controller: SH })).run("either-effect", args);
    expect(wounds(t.env(), orc)).toBe(0);
    expect(t.state.cards[cond]!.zone).toBe(ZONES.discard);
  });

  it("make-assign-to-skirmish records that player's character against the minion", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const orc = t.put(minion("Orc"));
    createContext(t.env({ source: orc, controller: SH })).run("make-assign-to-skirmish", { who: "free-peoples-player", target: a(race("hobbit")), enemy: { ref: "self" } });
    expect(lotr(t.state).assignments).toEqual({ [sam]: [orc] });
  });

  it("is-at-keyword-site / is-at-keyword test the fellowship's site; cannot-heal stops healing", () => {
    const t = new Table();
    const boromir = t.put(companion("Boromir", { race: "man" }), { wounds: 1 });
    t.put({ title: "Terrace", type: "site", site: 1, keywords: ["Sanctuary"] }, { zone: ZONES.adventurePath });
    const evil = t.put({ title: "Evil", type: "condition", side: "shadow" }, { on: boromir });
    const ctx = createContext(t.env({ source: evil }));
    expect(ctx.test("is-at-keyword", { who: { ref: "bearer" }, keyword: "sanctuary" })).toBe(true);
    expect(ctx.test("is-at-keyword-site", { who: { ref: "bearer" }, keyword: "plains" })).toBe(false);
    applyStatic(t.env(), evil, { kind: "static", condition: term("is-at-keyword", { who: { ref: "bearer" }, keyword: "sanctuary" }), modifier: term("cannot-heal", { target: { ref: "bearer" } }) });
    expect(heal(t.env(), boromir)).toBe(false);
    expect(wounds(t.env(), boromir)).toBe(1);
  });

  it("assigned-unresolved holds while minions wait for the character or it is skirmishing", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const orc = t.put(minion("Orc"));
    const test = () => createContext(t.env()).test("assigned-unresolved", { who: a(race("hobbit")) });
    expect(test()).toBe(false);
    lotr(t.state).assignments[frodo] = [orc];
    expect(test()).toBe(true);
    lotr(t.state).assignments = {};
    startSkirmish(t.env(), frodo, [orc]);
    expect(test()).toBe(true);
  });

  it("add-twilight-once-per-turn adds only the first time each turn", () => {
    const t = new Table();
    const chief = t.put(minion("Chieftain"));
    createContext(t.env({ source: chief })).run("add-twilight-once-per-turn", { n: 2 });
    createContext(t.env({ source: chief })).run("add-twilight-once-per-turn", { n: 2 });
    expect(t.state.pools.twilight).toBe(2);
  });

  it("spot-all (two) needs both; make-exert-for-each-over and repeat-for-each-over count beyond n", () => {
    const t = new Table();
    const comps = [1, 2, 3].map((i) => t.put(companion(`C${i}`, { vitality: 9 })));
    const ctx = createContext(t.env({ controller: SH }));
    expect(ctx.canPay("spot-all", { targets: [a(noun("character")), filter3()] })).toBe(true);
    expect(ctx.canPay("spot-all", { targets: [a(race("orc")), filter3()] })).toBe(false);
    ctx.run("make-exert-for-each-over", { who: "free-peoples-player", target: a(type("companion")), per: every(type("companion")), n: 1 });
    expect(comps.reduce((s, c) => s + wounds(t.env(), c), 0)).toBe(2);
    const wound = { op: "wound", args: { target: a(type("companion")) } };
    const repeat = { op: "repeat-for-each-over", args: { per: every(type("companion")), n: 0 } };
    const env = t.env({ controller: SH });
    env.ability = { kind: "activated", timings: [], condition: null, costs: [], effects: [wound, repeat] } as never;
    env.step = repeat as never;
    createContext(env).run("repeat-for-each-over", repeat.args);
    expect(comps.reduce((s, c) => s + wounds(t.env(), c), 0)).toBe(4);
  });
});

describe("events of a timing, and taking revealed cards", () => {
  it("timed-event-played matches a played event of that side and timing, binding that event", () => {
    const t = new Table();
    const guide = t.put({ title: "Guide", type: "event", side: "free-peoples", abilities: [{ kind: "activated", timings: ["regroup"] }] } as never, { zone: ZONES.hand });
    const trig = (side: string, timing: string) =>
      triggers(t.env({ controller: SH }), { kind: "trigger", trigger: term("timed-event-played", { side, timing }) }, makeEvent(t.state, { type: "play", cards: [guide], player: FP }));
    expect(trig("free-peoples", "regroup")).toEqual({ event: { cards: [guide] } });
    expect(trig("free-peoples", "skirmish")).toBeNull();
    expect(trig("shadow", "regroup")).toBeNull();
  });

  it("take-into-your-hand-discard-rest keeps the revealed such cards and discards the others", () => {
    const t = new Table();
    const deck = [1, 2, 3].map((i) => t.put(minion(`Deck ${i}`, { culture: i === 2 ? "ringwraith" : "sauron" }), { zone: ZONES.drawDeck, owner: SH }));
    const ctx = createContext(t.env({ controller: SH }));
    ctx.run("reveal-top-cards", { n: 2 });
    ctx.run("take-into-your-hand-discard-rest", { target: every(culture("ringwraith"), term("revealed")) });
    expect(cardsIn(t.state, SH, ZONES.hand)).toEqual([deck[1]]);
    expect(cardsIn(t.state, SH, ZONES.discard)).toEqual([deck[0]]);
    expect(cardsIn(t.state, SH, ZONES.drawDeck)).toEqual([deck[2]]);
  });
});

describe("despair", () => {
  it("burdens-and-dead-at-least adds burdens and dead companions; corrupt brings burdens to resistance", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { resistance: 10 }));
    t.ringBearer(frodo);
    t.state.cards[frodo]!.tokens.burden = 9;
    t.put(companion("Dead"), { zone: ZONES.deadPile });
    const test = (n: number) => createContext(t.env({ controller: SH })).test("burdens-and-dead-at-least", { target: every(type("companion")), n });
    expect(test(10)).toBe(true);
    expect(test(11)).toBe(false);
    createContext(t.env({ controller: SH })).run("corrupt", { target: { ref: "ring-bearer" } });
    expect(burdens(t.env())).toBe(10);
    expect(lotr(t.state).winner).toBe(SH);
  });
});

describe("orc butchery", () => {
  it("killed-by matches like kills; discard-top-of-draw-deck discards n per card in the dead pile", () => {
    const t = new Table();
    const boromir = t.put(companion("Boromir", { race: "man" }));
    const orc = t.put(minion("Orc", { culture: "sauron" }));
    startSkirmish(t.env(), boromir, [orc]);
    const die = makeEvent(t.state, { type: "die", cards: [boromir] });
    const match = (culture_: string) =>
      triggers(t.env(), { kind: "trigger", trigger: term("killed-by", { victim: a(type("companion")), killer: a(culture(culture_)) }) }, die);
    expect(match("sauron")).toEqual({});
    expect(match("moria")).toBeNull();
    t.put(companion("Dead 1"), { zone: ZONES.deadPile });
    t.put(companion("Dead 2"), { zone: ZONES.deadPile });
    const deck = [1, 2, 3, 4, 5].map((i) => t.put(companion(`Deck ${i}`), { zone: ZONES.drawDeck }));
    createContext(t.env({ controller: SH })).run("discard-top-of-draw-deck", { who: "free-peoples-player", n: 2, per: every(term("any"), term("in-dead-pile")) });
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([deck[4]]);
  });
});

describe("site replacement", () => {
  it("replace-site-same-number and replace-fellowship-site put your site of that number on the path", () => {
    const t = new Table();
    lotr(t.state).site = 2;
    const site = (title: string, owner: string, zone: string) => t.put({ title, type: "site", site: 2 }, { owner, zone });
    const bree = site("Bree Gate", FP, ZONES.adventurePath);
    const etten = site("Ettenmoors", SH, ZONES.adventureDeck);
    createContext(t.env({ controller: SH })).run("replace-fellowship-site", {});
    expect(t.state.cards[etten]!.zone).toBe(ZONES.adventurePath);
    expect(t.state.cards[bree]!.zone).toBe(ZONES.adventureDeck);
    createContext(t.env({ controller: FP })).run("replace-site-same-number", { target: a(type("site")) });
    expect(t.state.cards[bree]!.zone).toBe(ZONES.adventurePath);
    expect(t.state.cards[etten]!.zone).toBe(ZONES.adventureDeck);
  });
});

/** `3 companions`. */
function filter3() {
  return { filter: { quantifier: "count", count: 3, terms: [term("type", { type: "companion" })] } };
}
