/** Phrases added for the Isengard, Moria and Ringwraith cards of issue 4 (cards-shadow), over small hand-built states. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { implOf } from "../../runtime/core/env.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { addModifier, modifiedFlag } from "../../runtime/core/modifiers.ts";
import { applyStatic, triggers } from "../../runtime/core/statics.ts";
import { cardsIn, moveCard, type CardId } from "../../runtime/core/state.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { mayAssign } from "../../runtime/games/lotr-tcg/state/assignment.ts";
import { endSkirmish, enterPhase, startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { timingForbidden } from "../../runtime/games/lotr-tcg/state/play.ts";
import { burdens } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { exert, EXERTED, wound, WOUNDED } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { companion, filter, FP, minion, SH, Table, term } from "./builder.ts";

const culture = (c: string) => term("culture", { culture: c });

describe("when-at-site-keyword (trigger)", () => {
  const setUp = (keyword: string) => {
    const t = new Table();
    const site = t.put({ title: "Site 4", type: "site", site: 4, keywords: [keyword] }, { zone: ZONES.adventurePath });
    lotr(t.state).site = 4;
    const nazgul = t.put(minion("Nazgûl", { culture: "wraith", race: "nazgul" }));
    const steed = t.put({ title: "Steed", type: "possession", side: "shadow" }, { on: nazgul, owner: SH });
    const ability = { kind: "trigger" as const, trigger: term("when-at-site-keyword", { keyword: "underground" }) };
    const fires = (type: string, cards: CardId[]) => triggers(t.env({ source: steed, controller: SH }), ability, makeEvent(t.state, { type, cards }));
    return { t, site, steed, fires };
  };
  it("fires when the fellowship moves to such a site, or when this card is played there", () => {
    const { site, steed, fires } = setUp("underground");
    expect(fires("move-to", [site])).toEqual({});
    expect(fires("play", [steed])).toEqual({});
    expect(fires("play", [site])).toBeNull();
    expect(fires("move-from", [site])).toBeNull();
  });
  it("does not fire at another kind of site, nor when this card is not in play", () => {
    const plains = setUp("plains");
    expect(plains.fires("move-to", [plains.site])).toBeNull();
    const { t, site, steed, fires } = setUp("underground");
    t.state.cards[steed]!.zone = ZONES.discard;
    expect(fires("move-to", [site])).toBeNull();
  });
});

describe("spot-or-burdens (cost)", () => {
  const setUp = (companions: number, burdenCount: number) => {
    const t = new Table();
    const ids = Array.from({ length: companions }, (_, i) => t.put(companion(`Companion ${i}`)));
    if (ids[0]) t.ringBearer(ids[0]);
    if (ids[0] && burdenCount) t.state.cards[ids[0]]!.tokens.burden = burdenCount;
    const ctx = createContext(t.env({ controller: SH }));
    return (n: number) => ctx.canPay("spot-or-burdens", { target: filter("count", [term("type", { type: "companion" })], { count: n }), n: 5 });
  };
  it("is paid by spotting the cards, or else by that many burdens", () => {
    expect(setUp(6, 0)(6)).toBe(true);
    expect(setUp(2, 5)(6)).toBe(true);
    expect(setUp(5, 4)(6)).toBe(false);
  });
});

describe("discard-top-for-each, discarded-in-this-way and add-burdens-for-each", () => {
  const setUp = () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    [1, 2].forEach((i) => t.put(minion(`Uruk ${i}`, { culture: "isengard", race: "uruk-hai" })));
    [1, 2, 3].forEach((i) => t.put(minion(`Deck Orc ${i}`), { zone: ZONES.drawDeck, owner: SH }));
    t.put(companion("Deck Hobbit"), { zone: ZONES.drawDeck, owner: SH });
    return { t };
  };
  const shadowDiscarded = filter("every", [term("side", { side: "shadow" }), term("discarded-in-this-way")]);
  it("discards n cards from the top of your draw deck for each card counted, and counts only those", () => {
    const { t } = setUp();
    t.put(minion("Already discarded"), { zone: ZONES.discard, owner: SH });
    const ctx = createContext(t.env({ controller: SH }));
    ctx.run("discard-top-for-each", { n: 1, per: filter("every", [culture("isengard")]) });
    expect(cardsIn(t.state, SH, ZONES.drawDeck)).toHaveLength(2);
    ctx.run("add-burdens-for-each", { n: 1, per: shadowDiscarded, max: null });
    expect(burdens(t.env())).toBe(2);
  });
  it("a Free Peoples card discarded brings no burden; the limit caps the burdens", () => {
    const { t } = setUp();
    const ctx = createContext(t.env({ controller: SH }));
    ctx.run("discard-top-for-each", { n: 2, per: filter("every", [culture("isengard")]) });
    expect(cardsIn(t.state, SH, ZONES.drawDeck)).toHaveLength(0);
    ctx.run("add-burdens-for-each", { n: 1, per: shadowDiscarded, max: 2 });
    expect(burdens(t.env())).toBe(2);
  });
  it("without a discard earlier in the ability nothing was discarded in this way", () => {
    const { t } = setUp();
    t.put(minion("Discarded before"), { zone: ZONES.discard, owner: SH });
    createContext(t.env({ controller: SH })).run("add-burdens-for-each", { n: 1, per: shadowDiscarded, max: null });
    expect(burdens(t.env())).toBe(0);
  });
});

describe("exerts-or-takes-a-wound (trigger)", () => {
  it("matches the character's exertion or wound once it happened, not the about-to windows, nor another character's", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const sam = t.put(companion("Sam"));
    t.ringBearer(frodo);
    const ability = { kind: "response" as const, trigger: term("exerts-or-takes-a-wound", { target: { ref: "ring-bearer" } }) };
    const fires = (type: string, id: CardId) => triggers(t.env(), ability, makeEvent(t.state, { type, cards: [id] }));
    expect(fires(EXERTED, frodo)).toEqual({});
    expect(fires(WOUNDED, frodo)).toEqual({});
    expect(fires("exert", frodo)).toBeNull();
    expect(fires("wound", frodo)).toBeNull();
    expect(fires(EXERTED, sam)).toBeNull();
    expect(fires("heal", frodo)).toBeNull();
  });

  it("does not fire for a wound a later response prevented (only wounds taken are announced)", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { vitality: 4 }));
    t.ringBearer(frodo);
    const seen: string[] = [];
    const env = t.env();
    env.rules = { ...env.rules, respond: (_env, e, when) => {
      seen.push(`${when}:${e.type}`);
      if (e.type === "wound" && when === "before") e.prevented = true;
    } };
    wound(env, frodo);
    exert(env, frodo);
    expect(seen).toEqual(["before:wound", "before:exert", `after:${EXERTED}`]);
  });
});

describe("no-skirmish-actions-at (modifier) and timingForbidden", () => {
  const setUp = (site: number) => {
    const t = new Table();
    const here = t.put({ title: "Here", type: "site", site: 4 }, { zone: ZONES.adventurePath });
    t.put({ title: "There", type: "site", site: 5 }, { zone: ZONES.adventurePath });
    lotr(t.state).site = site;
    const snows = t.put({ title: "Snows", type: "condition", side: "shadow" }, { on: here, owner: SH });
    applyStatic(t.env({ source: snows, controller: SH }), snows, { kind: "static", condition: null, modifier: term("no-skirmish-actions-at", { site: { ref: "this-site" } }) } as never);
    return t.env();
  };
  it("forbids Skirmish: abilities and events in the skirmish phase while the fellowship is at that site", () => {
    const env = setUp(4);
    enterPhase(env, "skirmish");
    expect(timingForbidden(env, ["skirmish"])).toBe(true);
    expect(timingForbidden(env, ["maneuver", "skirmish"])).toBe(true);
  });
  it("allows them in another phase, other timings, and at another site", () => {
    const env = setUp(4);
    enterPhase(env, "maneuver");
    expect(timingForbidden(env, ["maneuver", "skirmish"])).toBe(false);
    enterPhase(env, "skirmish");
    expect(timingForbidden(env, ["regroup"])).toBe(false);
    const elsewhere = setUp(5);
    enterPhase(elsewhere, "skirmish");
    expect(timingForbidden(elsewhere, ["skirmish"])).toBe(false);
  });
});

describe("prevent-opponent-assigning and mayAssign", () => {
  it("forbids the opponent (only) to assign that character to that minion, until the phase ends", () => {
    const t = new Table();
    const boromir = t.put(companion("Boromir", { race: "man" }));
    const sam = t.put(companion("Sam"));
    const guard = t.put(minion("Guard", { culture: "isengard" }));
    const other = t.put(minion("Other"));
    const env = t.env({ source: guard, controller: SH });
    enterPhase(env, "assignment");
    createContext(env).run("prevent-opponent-assigning", { target: { ref: "companion" }, minion: { ref: "self" } });
    expect(mayAssign(env, FP, boromir, guard)).toBe(true);
    env.bindings.companion = { cards: [boromir] };
    createContext(env).run("prevent-opponent-assigning", { target: { ref: "companion" }, minion: { ref: "self" } });
    expect(mayAssign(env, FP, boromir, guard)).toBe(false);
    expect(mayAssign(env, SH, boromir, guard)).toBe(true);
    expect(mayAssign(env, FP, boromir, other)).toBe(true);
    expect(mayAssign(env, FP, sam, guard)).toBe(true);
    enterPhase(env, "skirmish");
    expect(mayAssign(env, FP, boromir, guard)).toBe(true);
  });
});

describe("no-such-card (condition)", () => {
  it("holds when the ability's effect before it changed nothing, not when it discarded a card", () => {
    const t = new Table();
    const boromir = t.put(companion("Boromir", { race: "man" }));
    const armor = t.put({ title: "Armor", type: "possession", side: "free-peoples" }, { on: boromir });
    const event = t.put({ title: "Event", type: "event", side: "shadow" }, { zone: ZONES.hand, owner: SH });
    const ctx = createContext(t.env({ source: event, controller: SH }));
    const possession = filter("a", [term("type", { type: "possession" })]);
    ctx.run("discard", { target: possession });
    expect(t.state.cards[armor]!.zone).toBe(ZONES.discard);
    expect(ctx.test("no-such-card", {})).toBe(false);
    ctx.run("discard", { target: possession });
    expect(ctx.test("no-such-card", {})).toBe(true);
  });
});

describe("play-for-each-over", () => {
  const setUp = (companions: number) => {
    const t = new Table();
    for (let i = 0; i < companions; i++) t.put(companion(`Companion ${i}`));
    const dead = [1, 2, 3].map((i) => t.put(minion(`Orc ${i}`), { zone: ZONES.discard, owner: SH }));
    t.state.pools.twilight = 20;
    const run = () =>
      createContext(t.env({ controller: SH })).run("play-for-each-over", {
        target: filter("count", [term("type", { type: "minion" })], { count: 1 }),
        zone: "your discard pile",
        per: filter("a", [term("type", { type: "companion" })]),
        n: 4,
      });
    return { t, dead, run };
  };
  it("plays one minion from the discard pile for each companion beyond 4", () => {
    const { t, dead, run } = setUp(6);
    run();
    expect(dead.map((id) => t.state.cards[id]!.zone)).toEqual([ZONES.characters, ZONES.characters, ZONES.discard]);
  });
  it("plays nothing with 4 companions or fewer", () => {
    const { t, dead, run } = setUp(4);
    run();
    expect(cardsIn(t.state, SH, ZONES.discard)).toEqual(dead);
  });
});

describe("the losing character (ref), start-of-each-phase (trigger) and transfers obeying limits", () => {
  it("the losing character is the side that lost the current skirmish", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const orc = t.put(minion("Orc"));
    const env = t.env();
    const s = startSkirmish(env, sam, [orc]);
    expect(env.rules.refs["losing-character"]!(env)).toEqual([]);
    s.winner = "shadow";
    expect(env.rules.refs["losing-character"]!(env)).toEqual([sam]);
    s.winner = "free-peoples";
    expect(env.rules.refs["losing-character"]!(env)).toEqual([orc]);
  });
  it("start-of-each-phase matches the start of that phase only", () => {
    const t = new Table();
    const ability = { kind: "trigger" as const, trigger: term("start-of-each-phase", { timing: "Fellowship" }) };
    const at = (type: string, phase: string) => triggers(t.env(), ability, makeEvent(t.state, { type, cards: [], phase }));
    expect(at("start-of-phase", "fellowship")).toEqual({});
    expect(at("start-of-phase", "maneuver")).toBeNull();
    expect(at("end-of-phase", "fellowship")).toBeNull();
  });
  it("transfer-from-support does not put a second copy on a character when the card says Limit 1 per character", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const limit = { kind: "placement", rule: term("limit-per", { n: 1, target: filter("a", [term("noun", { noun: "character" })]) }) };
    const tip = { id: "TIP", title: "Tip", type: "condition", side: "shadow", abilities: [limit] } as never;
    const first = t.put(tip, { on: sam, owner: SH });
    const second = t.put(tip, { zone: ZONES.support, owner: SH });
    const transfer = () => createContext(t.env({ source: second, controller: SH, bindings: { sam: { cards: [sam] } } })).run("transfer-from-support", { item: { ref: "self" }, target: { ref: "sam" } });
    transfer();
    expect(t.state.cards[second]!.zone).toBe(ZONES.support);
    moveCard(t.state, first, ZONES.discard);
    transfer();
    expect(t.state.cards[second]!.attachedTo).toBe(sam);
  });
  it("transfers nothing onto a character that has left play (the loser killed in that skirmish; random-deck seed 385)", () => {
    const t = new Table();
    const merry = t.put(companion("Merry"));
    const tip = t.put({ id: "TIP", title: "Tip", type: "condition", side: "shadow" } as never, { zone: ZONES.support, owner: SH });
    moveCard(t.state, merry, ZONES.deadPile);
    createContext(t.env({ source: tip, controller: SH, bindings: { merry: { cards: [merry] } } })).run("transfer-from-support", { item: { ref: "self" }, target: { ref: "merry" } });
    expect([t.state.cards[tip]!.zone, t.state.cards[tip]!.attachedTo]).toEqual([ZONES.support, null]);
  });
});

describe("transfer-from-support-or-discard and borne-in-addition", () => {
  const setUp = () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const nazgul = t.put(minion("Nazgûl", { culture: "wraith", race: "nazgul" }));
    return { t, sam, nazgul };
  };
  it("transfers such a card of yours from your support area or discard pile, not from your hand", () => {
    const { t, sam } = setUp();
    const tip = (zone: string) => t.put({ id: "TIP", title: "Blade Tip", type: "condition", side: "shadow" }, { zone, owner: SH });
    const run = () =>
      createContext(t.env({ controller: SH, bindings: { sam: { cards: [sam] } } })).run("transfer-from-support-or-discard", {
        item: filter("a", [term("title", { title: "Blade Tip" })]),
        target: { ref: "sam" },
      });
    const inHand = tip(ZONES.hand);
    run();
    expect(t.state.cards[inHand]!.zone).toBe(ZONES.hand);
    const discarded = tip(ZONES.discard);
    run();
    expect(t.state.cards[discarded]!.attachedTo).toBe(sam);
  });
  it("borne-in-addition allows a bearer with at most n other items of the class", () => {
    const { t, nazgul } = setUp();
    const weapon = (title: string) => t.put({ title, type: "possession", side: "shadow", itemClass: "hand-weapon" }, { on: nazgul, owner: SH });
    const blade = t.put({ title: "Blade", type: "possession", side: "shadow", itemClass: "hand-weapon" }, { zone: ZONES.hand, owner: SH });
    const allows = () => implOf(t.env(), "borne-in-addition", "placement").allows(t.env({ source: blade, controller: SH }), nazgul, { n: 1, class: "hand-weapon" });
    expect(allows()).toBe(true);
    weapon("Sword");
    expect(allows()).toBe(true);
    weapon("Another sword");
    expect(allows()).toBe(false);
  });
});

describe("Return to Its Master phrases", () => {
  const setUp = () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    const ring = t.put({ title: "The One Ring", type: "the-one-ring", side: "free-peoples" }, { on: frodo });
    const boromir = t.put(companion("Boromir", { race: "man" }));
    const orc = t.put(minion("Orc"));
    const nazgul = t.put(minion("Nazgûl", { culture: "wraith", race: "nazgul" }));
    return { t, frodo, ring, boromir, orc, nazgul };
  };
  it("wears-ring-at-end-of-phase fires at the end of that phase while the Ring-bearer wears The One Ring", () => {
    const { t, frodo } = setUp();
    const ability = { kind: "response" as const, trigger: term("wears-ring-at-end-of-phase", { who: { ref: "ring-bearer" } }) };
    const fires = (phase: string) => triggers(t.env(), ability, makeEvent(t.state, { type: "end-of-phase", cards: [], phase }));
    expect(fires("skirmish")).toBeNull();
    addModifier(t.env(), { property: "wearing-the-one-ring", flag: true, targets: { cards: [frodo] }, duration: { kind: "end-of-turn" } });
    expect(fires("skirmish")).toEqual({});
    expect(fires("maneuver")).toBeNull();
  });
  it("cancel-remaining-assignments clears the assignments, then assigns the Nazgûl (written first) to the Ring-bearer", () => {
    const { t, frodo, boromir, orc, nazgul } = setUp();
    lotr(t.state).assignments = { [boromir]: [orc] };
    const assign = term("assign-to-skirmish", { target: filter("a", [term("race", { race: "nazgul" })]), enemy: { ref: "ring-bearer" } });
    createContext(t.env({ controller: SH })).run("cancel-remaining-assignments", { then: assign });
    expect(lotr(t.state).assignments).toEqual({ [frodo]: [nazgul] });
  });
  it("game-text-does-not-apply flags the card until the end of the skirmish", () => {
    const { t, ring } = setUp();
    const env = t.env({ controller: SH });
    enterPhase(env, "skirmish");
    createContext(env).run("game-text-does-not-apply", { target: filter("a", [term("title", { title: "The One Ring" })]) });
    expect(modifiedFlag(env, ring, "no-game-text", false)).toBe(true);
    startSkirmish(env, null, []);
    endSkirmish(env);
    expect(modifiedFlag(env, ring, "no-game-text", false)).toBe(false);
  });
});
