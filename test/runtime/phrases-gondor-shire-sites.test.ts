/** Phrases and fixes added for the Gondor, Shire, The One Ring and site cards of set 1, over small hand-built states. */
import { describe, expect, it } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { createContext } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { modifiedFlag, modifiedValue } from "../../runtime/core/modifiers.ts";
import { cardsIn, type CardId } from "../../runtime/core/state.ts";
import { applyStatic, triggers } from "../../runtime/core/statics.ts";
import { runStep } from "../../runtime/games/lotr-tcg/engine/turn.ts";
import { chooseX } from "../../runtime/games/lotr-tcg/impl/choose-x.ts";
import { playForbidden } from "../../runtime/games/lotr-tcg/state/play.ts";
import { wound } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { burdens, strength, twilightCost, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, every, filter, FP, minion, SH, Table, term } from "./builder.ts";

const race = (r: string) => term("race", { race: r });

/** Compiles one card body (with its header lines) and returns its IR and English. */
function compile(body: string) {
  const boromir = `card 1U97 "Boromir" "Son of Denethor" {\n  unique Gondor companion, Man\n  twilight 3, strength 7, vitality 3, resistance 6, signet Frodo\n}\n`;
  const src = `game lotr-tcg\nset 1 "The Fellowship of the Ring"\n\n${boromir}\ncard 1R95 "Blade of Gondor" {\n${body}\n}\n`;
  const parsed = parse(src, "mem.card");
  const checked = check([parsed.file]);
  const card = checked.sets[0]!.cards.find((c) => c.id === "1R95")!;
  return { card, diagnostics: [...parsed.diagnostics, ...checked.diagnostics] };
}

describe("shuffle-hand-and-draw", () => {
  it("shuffles the player's whole hand into the draw deck, then that player draws n cards", () => {
    const t = new Table();
    const hand = [1, 2].map((i) => t.put(minion(`Orc ${i}`), { zone: ZONES.hand }));
    const deck = [1, 2, 3, 4].map((i) => t.put(minion(`Deck ${i}`), { zone: ZONES.drawDeck }));
    createContext(t.env()).run("shuffle-hand-and-draw", { who: "opponent", n: 3 });
    expect(cardsIn(t.state, SH, ZONES.hand)).toHaveLength(3);
    expect(cardsIn(t.state, SH, ZONES.drawDeck)).toHaveLength(3);
    expect([...cardsIn(t.state, SH, ZONES.hand), ...cardsIn(t.state, SH, ZONES.drawDeck)].sort((x, y) => x - y)).toEqual([...hand, ...deck].sort((x, y) => x - y));
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([]);
  });
});

describe("remove-burden-or-wound", () => {
  it("removes a burden by default, or heals the chosen character when that option is picked", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"), { wounds: 2 });
    t.ringBearer(frodo);
    t.state.cards[frodo]!.tokens.burden = 2;
    createContext(t.env()).run("remove-burden-or-wound", { target: a(race("hobbit")) });
    expect([burdens(t.env()), wounds(t.env(), frodo)]).toEqual([1, 2]);
    createContext(t.env({ chooser: scriptedChooser([1]) })).run("remove-burden-or-wound", { target: a(race("hobbit")) });
    expect([burdens(t.env()), wounds(t.env(), frodo)]).toEqual([1, 1]);
  });

  it("heals when there is no burden to remove", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"), { wounds: 1 });
    t.ringBearer(frodo);
    createContext(t.env()).run("remove-burden-or-wound", { target: a(race("hobbit")) });
    expect(wounds(t.env(), frodo)).toBe(0);
  });
});

describe("spot X (a noun phrase counted by X)", () => {
  it("binds X to the number of cards spotted, which a later `X companions` uses", () => {
    const t = new Table();
    const pipes = [1, 2].map((i) => t.put({ title: `Pipe ${i}`, type: "possession", side: "free-peoples", culture: "shire", itemClass: "pipe" } as never));
    const hobbits = [1, 2, 3].map((i) => t.put(companion(`Hobbit ${i}`), { wounds: 1 }));
    const x = { op: "x", args: {} };
    const env = t.env();
    const ctx = createContext(env);
    expect(ctx.pay("spot", { target: filter("count", [term("item-class", { itemClass: "pipe" })], { count: x, plural: true } as never) })).toBe(true);
    ctx.run("heal", { target: filter("count", [race("hobbit")], { count: x, plural: true } as never) });
    expect(hobbits.map((h) => wounds(env, h))).toEqual([0, 0, 1]);
    void pipes;
  });
});

describe("noun phrases: X or Y <qualifier>", () => {
  it("a pronoun in the qualifier of `X or Y` does not mean X, and the qualifier qualifies a bare X too", () => {
    const { card, diagnostics } = compile(`  unique Gondor possession, hand weapon
  twilight 1, strength +2

  Bearer must be Boromir.
  Skirmish: exert bearer then wound an Orc or Uruk-hai he is skirmishing.`);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const ability = card.abilities.find((x) => x.kind === "activated") as unknown as { effects: { args: { target: { filter: { anyOf: { filter: { terms: { op: string; args: Record<string, unknown> }[] } }[] } } } }[] };
    const [orc, uruk] = ability.effects[0]!.args.target.filter.anyOf;
    for (const alt of [orc!, uruk!]) {
      const q = alt.filter.terms.find((x) => x.op === "is-skirmishing-filter");
      expect(q?.args.who).toMatchObject({ ref: "bearer" });
    }
    expect(card.text).toContain("wound an Orc or Uruk-hai he is skirmishing.");
  });

  it("an alternative with its own determiner keeps only its own qualifiers", () => {
    const { card } = compile(`  unique Gondor possession, hand weapon
  twilight 1, strength +2

  Bearer must be Boromir.
  Skirmish: exert bearer then wound Boromir or an Uruk-hai he is skirmishing.`);
    const ability = card.abilities.find((x) => x.kind === "activated") as unknown as { effects: { args: { target: { filter: { anyOf: { filter: { terms: { op: string }[] } }[] } } } }[] };
    const [first] = ability.effects[0]!.args.target.filter.anyOf;
    expect(first!.filter.terms.map((x) => x.op)).toEqual(["title"]);
  });
});

describe("rendering", () => {
  it("writes `a|an` as the article of the next word and a plural keyword once", () => {
    const { card } = compile(`  unique Gondor possession, hand weapon
  twilight 1, strength +2

  Bearer must be Boromir.
  He is an archer.
  Fellowship: discard a pipeweed possession and spot X pipes then shuffle X tales from your discard pile into your draw deck.`);
    expect(card.text).toContain("He is an archer.");
    expect(card.text).toContain("shuffle X tales from");
  });
});

describe("cannot-be-played", () => {
  it("forbids playing the cards it names, events and others alike", () => {
    const t = new Table();
    const stealth = t.put({ title: "Sneaking", type: "event", side: "free-peoples", culture: "shire", keywords: ["stealth"] } as never, { zone: ZONES.hand });
    const other = t.put({ title: "Plain", type: "event", side: "free-peoples", culture: "shire" } as never, { zone: ZONES.hand });
    const site = t.put({ title: "Forest", type: "site", site: 2 } as never, { zone: ZONES.adventurePath });
    const env = t.env({ source: site });
    applyStatic(env, site, { kind: "static", condition: null, modifier: term("cannot-be-played", { target: every(term("keyword", { keyword: "stealth" }), term("type", { type: "event" })) }) } as never);
    expect(playForbidden(t.env(), stealth)).toBe(true);
    expect(playForbidden(t.env(), other)).toBe(false);
  });
});

describe("skip-archery-phase and fellowship-at", () => {
  it("the turn goes from the maneuver phase to the assignment phase while the flag is set", () => {
    const t = new Table();
    t.put(minion("Orc"));
    const site = t.put({ title: "Wilderland", type: "site", site: 1 } as never, { zone: ZONES.adventurePath });
    (t.state.ext as { engine: unknown }).engine = { step: { kind: "after-shadow" } };
    const step = () => (t.state.ext as { engine: { step: { then?: { phase?: string } } } }).engine.step;
    runStep(t.env());
    expect(step().then?.phase).toBe("archery");
    const env = t.env({ source: site });
    expect(createContext(env).test("fellowship-at", { site: { ref: "self" } })).toBe(true);
    applyStatic(env, site, { kind: "static", condition: term("fellowship-at", { site: { ref: "self" } }), modifier: term("skip-archery-phase", {}) } as never);
    expect(modifiedFlag(t.env(), null, "skip-phase:archery", false)).toBe(true);
    (t.state.ext as { engine: unknown }).engine = { step: { kind: "after-shadow" } };
    runStep(t.env());
    expect(step().then?.phase).toBe("assignment");
  });
});

describe("archery-total-limited", () => {
  it("adds the counted amount, capped by the limit", () => {
    const t = new Table();
    const site = t.put({ title: "Lands", type: "site", site: 1 } as never, { zone: ZONES.adventurePath });
    const archers = () => t.put(minion("Archer", { keywords: ["archer"] }));
    archers();
    archers();
    const amount = { per: 1, forEach: every(term("type", { type: "minion" }), term("keyword", { keyword: "archer" })) };
    applyStatic(t.env({ source: site }), site, { kind: "static", condition: null, modifier: term("archery-total-limited", { side: "minion", amount, limit: 3 }) } as never);
    expect(modifiedValue(t.env(), null, "archery-total:minion", 0)).toBe(2);
    archers();
    archers();
    expect(modifiedValue(t.env(), null, "archery-total:minion", 0)).toBe(3);
  });
});

describe("choosing X for `add (X)`", () => {
  it("asks the controller for an unbound X once, and leaves a bound X alone", () => {
    const t = new Table();
    const env = t.env({ chooser: scriptedChooser([3]) });
    chooseX(env, "X");
    expect(env.bindings.X).toEqual({ number: 3 });
    const again = t.env({ chooser: scriptedChooser([5]), bindings: { X: { number: 1 } } });
    chooseX(again, "X");
    expect(again.bindings.X).toEqual({ number: 1 });
    chooseX(env, 2);
    expect(env.bindings.X).toEqual({ number: 3 });
  });
});

describe("about-to-heal (trigger)", () => {
  it("matches a heal of such a character before it happens and binds the heal event", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"), { wounds: 1 });
    const sam = t.put(companion("Sam"), { wounds: 1 });
    t.ringBearer(frodo);
    const ir = { kind: "trigger", trigger: term("about-to-heal", { target: { ref: "ring-bearer" } }) };
    const heal = (id: CardId) => makeEvent(t.state, { type: "heal", cards: [id] });
    const e = heal(frodo);
    expect(triggers(t.env(), ir as never, e)).toEqual({ heal: { event: e.id } });
    expect(triggers(t.env(), ir as never, heal(sam))).toBeNull();
  });
});

describe("you-play-on (trigger)", () => {
  it("matches your card played on such a character, not one played to the support area", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const sword = t.put({ title: "Sword", type: "possession", side: "free-peoples", culture: "shire" } as never, { on: sam });
    const pipeweed = t.put({ title: "Leaf", type: "possession", side: "free-peoples", culture: "shire" } as never);
    const ir = { kind: "trigger", trigger: term("you-play-on", { target: a(term("type", { type: "possession" })), host: a(term("type", { type: "companion" })) }) };
    const play = (id: CardId, player = FP) => makeEvent(t.state, { type: "play", cards: [id], player });
    expect(triggers(t.env({ controller: FP }), ir as never, play(sword))).toEqual({});
    expect(triggers(t.env({ controller: FP }), ir as never, play(pipeweed))).toBeNull();
    expect(triggers(t.env({ controller: FP }), ir as never, play(sword, SH))).toBeNull();
  });
});

describe("discard-from-play-or-hand", () => {
  it("as a cost, takes your matching card from play or from hand; none, and it cannot be paid", () => {
    const t = new Table();
    const tale = (zone?: string) => t.put({ title: "Tale", type: "condition", side: "free-peoples", culture: "shire", keywords: ["tale"] } as never, zone ? { zone } : {});
    const inHand = tale(ZONES.hand);
    const target = { target: a(term("keyword", { keyword: "tale" })) };
    expect(createContext(t.env()).pay("discard-from-play-or-hand", target)).toBe(true);
    expect(t.state.cards[inHand]!.zone).toBe(ZONES.discard);
    const inPlay = tale();
    expect(createContext(t.env()).pay("discard-from-play-or-hand", target)).toBe(true);
    expect(t.state.cards[inPlay]!.zone).toBe(ZONES.discard);
    expect(createContext(t.env()).canPay("discard-from-play-or-hand", target)).toBe(false);
  });
});

describe("may-draw-per-burden", () => {
  it("each such player who says yes draws a card for each burden", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    t.state.cards[frodo]!.tokens.burden = 2;
    [1, 2, 3].forEach((i) => t.put(minion(`Deck ${i}`), { zone: ZONES.drawDeck }));
    createContext(t.env({ chooser: scriptedChooser([false]) })).run("may-draw-per-burden", { who: "each-shadow-player" });
    expect(cardsIn(t.state, SH, ZONES.hand)).toHaveLength(0);
    createContext(t.env()).run("may-draw-per-burden", { who: "each-shadow-player" });
    expect(cardsIn(t.state, SH, ZONES.hand)).toHaveLength(2);
  });
});

describe("opponent-may-not-discard", () => {
  it("an opponent's `discard` skips the protected cards; their owner may still discard them", () => {
    const t = new Table();
    const tale = t.put({ title: "Tale", type: "condition", side: "free-peoples", culture: "shire", keywords: ["tale"] } as never);
    const pippin = t.put(companion("Pippin"));
    applyStatic(t.env({ source: pippin, controller: FP }), pippin, {
      kind: "static",
      condition: null,
      modifier: term("opponent-may-not-discard", { target: every(term("controller", { player: "you" }), term("keyword", { keyword: "tale" })) }),
    } as never);
    const conditions = { target: every(term("type", { type: "condition" })) };
    createContext(t.env({ controller: SH })).run("discard", conditions);
    expect(t.state.cards[tale]!.zone).not.toBe(ZONES.discard);
    createContext(t.env({ controller: FP })).run("discard", conditions);
    expect(t.state.cards[tale]!.zone).toBe(ZONES.discard);
  });
});

describe("character-moves-to (trigger)", () => {
  it("matches a move to the site and binds every such character", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const frodo = t.put(companion("Frodo"));
    t.put(companion("Boromir", { race: "man", culture: "gondor" }));
    const marsh = t.put({ title: "Marsh", type: "site", site: 2 } as never, { zone: ZONES.adventurePath });
    const other = t.put({ title: "Gate", type: "site", site: 2 } as never, { zone: ZONES.adventurePath });
    const ir = { kind: "trigger", trigger: term("character-moves-to", { target: filter("a", [race("hobbit")], {}, "hobbit"), site: { ref: "self" } }) };
    const env = t.env({ source: marsh });
    expect(triggers(env, ir as never, makeEvent(t.state, { type: "move-to", cards: [marsh] }))).toEqual({ hobbit: { cards: [sam, frodo] } });
    expect(triggers(env, ir as never, makeEvent(t.state, { type: "move-to", cards: [other] }))).toBeNull();
  });
});

describe("first-played-twilight-cost-each-turn", () => {
  it("lowers the cost of the first such card played this turn, while the fellowship is at the site", () => {
    const t = new Table();
    const ford = t.put({ title: "Ford", type: "site", site: 1 } as never, { zone: ZONES.adventurePath });
    const nazgul = (n: number) => t.put(minion(`Nazgul ${n}`, { race: "nazgul", twilight: 6 }), { zone: ZONES.hand });
    const first = nazgul(1);
    const second = nazgul(2);
    applyStatic(t.env({ source: ford, controller: SH }), ford, {
      kind: "static",
      condition: null,
      modifier: term("first-played-twilight-cost-each-turn", { target: every(race("nazgul")), site: { ref: "self" }, amount: -5 }),
    } as never);
    expect(twilightCost(t.env(), first)).toBe(1);
    t.state.log.push({ type: "play", card: first } as never);
    expect(twilightCost(t.env(), second)).toBe(6);
    t.state.log.push({ type: "turn" } as never);
    expect(twilightCost(t.env(), second)).toBe(1);
  });
});

describe("not-assigned, exert-twice, add-strength-to", () => {
  it("a character outside the skirmish exerts twice and lends its strength for the skirmish", () => {
    const t = new Table();
    const merry = t.put(companion("Merry", { strength: 4 }));
    const frodo = t.put(companion("Frodo"));
    const orc = t.put(minion("Orc"));
    const merryRef = { ref: "merry" };
    const env = t.env({ bindings: { merry: { cards: [merry] } } });
    startSkirmish(env, frodo, [orc]);
    const ctx = createContext(env);
    expect(ctx.test("not-assigned", { who: merryRef })).toBe(true);
    expect(createContext(t.env({ bindings: { frodo: { cards: [frodo] } } })).test("not-assigned", { who: { ref: "frodo" } })).toBe(false);
    expect(ctx.pay("exert-twice", { target: merryRef })).toBe(true);
    expect(wounds(env, merry)).toBe(2);
    expect(ctx.canPay("exert-twice", { target: merryRef })).toBe(false);
    ctx.run("add-strength-to", { who: merryRef, target: a(race("hobbit")) });
    expect(strength(env, frodo)).toBe(7);
    expect(strength(env, merry)).toBe(4);
  });
});

describe("play-limit-per-turn", () => {
  it("plays such a card from the zone once a turn for the source card", () => {
    const t = new Table();
    const site = t.put({ title: "Pass", type: "site", site: 1 } as never, { zone: ZONES.adventurePath, owner: SH });
    const deck = [1, 2].map((i) => t.put(minion(`Orc ${i}`, { twilight: 0 }), { zone: ZONES.drawDeck }));
    const args = { target: a(term("type", { type: "minion" })), zone: "your draw deck" };
    const env = () => t.env({ source: site, controller: SH });
    createContext(env()).run("play-limit-per-turn", args);
    expect(deck.filter((id) => t.state.cards[id]!.zone === ZONES.characters)).toHaveLength(1);
    createContext(env()).run("play-limit-per-turn", args);
    expect(deck.filter((id) => t.state.cards[id]!.zone === ZONES.characters)).toHaveLength(1);
  });
});

describe("play-up-to-from and end-your-phase", () => {
  it("plays up to n such cards from the zone, and ends the phase it names", () => {
    const t = new Table();
    t.state.phase = "shadow";
    const site = t.put({ title: "Tol", type: "site", site: 1 } as never, { zone: ZONES.adventurePath, owner: SH });
    const trackers = [1, 2, 3, 4].map((i) => t.put(minion(`Tracker ${i}`, { twilight: 0, keywords: ["tracker"] }), { zone: ZONES.discard }));
    const env = t.env({ source: site, controller: SH });
    createContext(env).run("play-up-to-from", { n: 3, target: every(term("keyword", { keyword: "tracker" })), zone: "your discard pile" });
    expect(trackers.filter((id) => t.state.cards[id]!.zone === ZONES.characters)).toHaveLength(3);
    expect(modifiedFlag(t.env(), null, "phase-ended", false)).toBe(false);
    createContext(env).run("end-your-phase", { timing: "Regroup" });
    expect(modifiedFlag(t.env(), null, "phase-ended", false)).toBe(false);
    createContext(env).run("end-your-phase", { timing: "Shadow" });
    expect(modifiedFlag(t.env(), null, "phase-ended", false)).toBe(true);
  });
});

describe("only-in-fellowship and no-skirmish-phases-at", () => {
  it("with only Hobbits, the turn goes from archery to regroup at the site", () => {
    const t = new Table();
    t.put(companion("Frodo"));
    t.put(minion("Orc"));
    const ferry = t.put({ title: "Ferry", type: "site", site: 1 } as never, { zone: ZONES.adventurePath });
    const hobbits = { target: every(race("hobbit")) };
    expect(createContext(t.env()).test("only-in-fellowship", hobbits)).toBe(true);
    applyStatic(t.env({ source: ferry }), ferry, {
      kind: "static",
      condition: term("only-in-fellowship", hobbits),
      modifier: term("no-skirmish-phases-at", { site: { ref: "self" } }),
    } as never);
    const engine = t.state.ext as { engine: { step: { kind: string; phase?: string } } };
    engine.engine = { step: { kind: "archery" } } as never;
    runStep(t.env());
    expect(engine.engine.step.kind).toBe("regroup");
    t.put(companion("Boromir", { race: "man", culture: "gondor" }));
    expect(createContext(t.env()).test("only-in-fellowship", hobbits)).toBe(false);
    engine.engine = { step: { kind: "archery" } } as never;
    runStep(t.env());
    expect(engine.engine.step.phase).toBe("assignment");
  });
});

describe("keyword-and-wound-limit", () => {
  it("gives the keyword bonus and limits the wounds each skirmish phase while the effect lasts", () => {
    const t = new Table();
    const aragorn = t.put(companion("Aragorn", { race: "man", culture: "gondor", vitality: 4 }));
    const env = t.env({ bindings: { a: { cards: [aragorn] } } });
    t.state.phase = "skirmish";
    createContext(env).run("keyword-and-wound-limit", { target: { ref: "a" }, keyword: "defender", amount: 1, same: { ref: "a" }, n: 1 });
    expect(modifiedValue(t.env(), aragorn, "keyword:defender", 0)).toBe(1);
    expect(wound(t.env(), aragorn)).toBe(true);
    expect(wound(t.env(), aragorn)).toBe(false);
    expect(wounds(t.env(), aragorn)).toBe(1);
  });
});

describe("roaming-penalty-at-site", () => {
  it("changes the roaming penalty of your such minions while the fellowship is at the site", () => {
    const t = new Table();
    const streets = t.put({ title: "Streets", type: "site", site: 1 } as never, { zone: ZONES.adventurePath, owner: SH });
    const nazgul = t.put(minion("Nazgul", { race: "nazgul" }), { zone: ZONES.hand });
    const orc = t.put(minion("Orc"), { zone: ZONES.hand });
    applyStatic(t.env({ source: streets, controller: SH }), streets, {
      kind: "static",
      condition: null,
      modifier: term("roaming-penalty-at-site", { target: every(race("nazgul")), site: { ref: "self" }, amount: -2 }),
    } as never);
    expect(modifiedValue(t.env(), nazgul, "roaming-penalty", 0)).toBe(-2);
    expect(modifiedValue(t.env(), orc, "roaming-penalty", 0)).toBe(0);
  });
});

describe("noun phrases: [culture] or [culture] noun", () => {
  it("a culture-only alternative before `or` takes the last alternative's noun and qualifiers, written once", () => {
    const { card, diagnostics } = compile(`  unique Gondor possession, hand weapon
  twilight 1, strength +2

  Bearer must be Boromir.
  Skirmish: exert bearer then wound a [gondor] or [shire] companion bearing a hand weapon.`);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const ability = card.abilities.find((x) => x.kind === "activated") as unknown as { effects: { args: { target: { filter: { anyOf: { filter: { terms: { op: string }[] } }[] } } } }[] };
    const [gondor, shire] = ability.effects[0]!.args.target.filter.anyOf;
    expect(gondor!.filter.terms.map((x) => x.op)).toEqual(["culture", "type", "bearing"]);
    expect(shire!.filter.terms.map((x) => x.op)).toEqual(["culture", "type", "bearing"]);
    expect(card.text).toContain("wound a [gondor] or [shire] companion bearing a hand weapon.");
  });
});

describe("ambiguous readings", () => {
  it("a reading with an alternative its slot cannot take is dropped (`a ranger at a river or forest`)", () => {
    const { card, diagnostics } = compile(`  unique Gondor possession, hand weapon
  twilight 1, strength +2

  Bearer must be Boromir.
  Maneuver: exert a ranger at a river or forest then wound a minion.`);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const ability = card.abilities.find((x) => x.kind === "activated") as unknown as { costs: { args: { target: { filter: { anyOf?: unknown; terms: { op: string; args: { site?: { filter: { anyOf?: unknown[] } } } }[] } } } }[] };
    const target = ability.costs[0]!.args.target.filter;
    expect(target.anyOf).toBeUndefined();
    expect(target.terms.find((t) => t.op === "at-site")?.args.site?.filter.anyOf).toHaveLength(2);
  });
});
