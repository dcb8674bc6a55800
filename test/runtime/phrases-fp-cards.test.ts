/** Phrases and language forms added for the last Free Peoples cards and Anduin Banks (cards-fp), over small hand-built states. */
import { describe, expect, it } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { renderCardText } from "../../compiler/render/render.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";
import { num } from "../../runtime/core/args.ts";
import { createContext } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { candidates, matches } from "../../runtime/core/filters.ts";
import { modifiedValue } from "../../runtime/core/modifiers.ts";
import { triggers } from "../../runtime/core/statics.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { cardsIn, type CardId } from "../../runtime/core/state.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { twilight } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { a, companion, every, filter, FP, minion, SH, Table, term } from "./builder.ts";

const compile = (body: string, kind = "site", stats = "twilight 6, site 8") => {
  const src = `game lotr-tcg\nset 1\ncard 1C356 "Anduin Banks" {\n  ${kind}\n  ${stats}\n\n  ${body}\n}\n`;
  const result = check([parse(src, "t.card").file]);
  const card = result.sets[0]!.cards[0]!;
  return { diagnostics: result.diagnostics, ability: card.abilities[0] as unknown as Record<string, unknown>, text: renderCardText(card, lotrTcg) };
};

describe("in-the-fellowship (filter)", () => {
  it("keeps the Free Peoples player's companions in play, not allies or minions", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const sam = t.put(companion("Sam"));
    t.put(companion("Elrond", { type: "ally" }));
    t.put(minion("Orc"), { owner: SH });
    t.put(companion("Merry"), { zone: "hand" });
    expect(candidates(t.env(), every(term("in-the-fellowship"))).sort((x, y) => x - y)).toEqual([frodo, sam].sort((x, y) => x - y));
  });
});

describe("whose-race-unspotted (filter)", () => {
  it("keeps characters whose race no other character in play has, wherever they are", () => {
    const t = new Table();
    t.put(companion("Frodo"));
    t.put(companion("Boromir", { race: "man" }));
    const sam = t.put(companion("Sam"), { zone: ZONES.hand });
    const aragorn = t.put(companion("Aragorn", { race: "man" }), { zone: ZONES.hand });
    const gimli = t.put(companion("Gimli", { race: "dwarf" }), { zone: ZONES.hand });
    const test = (id: CardId) => matches(t.env(), id, every(term("whose-race-unspotted")));
    expect([sam, aragorn, gimli].map(test)).toEqual([false, false, true]);
  });
});

describe("`N for each X over M` (language)", () => {
  it("counts only the cards beyond M, never below 0", () => {
    const t = new Table();
    for (const n of ["A", "B", "C", "D", "E"]) t.put(companion(n));
    const per = (over: number) => num(t.env(), { op: "for-each", args: { per: 2, filter: every(term("in-the-fellowship")), over } });
    expect(per(4)).toBe(2);
    expect(per(3)).toBe(4);
    expect(per(6)).toBe(0);
  });
  it("`For each …, <modifier>` places the count after a number in mid-clause and renders as printed", () => {
    const r = compile("For each companion in the fellowship over 4, add 2 to the minion archery total.");
    expect(r.diagnostics).toEqual([]);
    expect(r.ability).toMatchObject({
      kind: "static",
      forEachFirst: true,
      modifier: { op: "add-to-archery-total", args: { n: { op: "for-each", args: { per: 2, over: 4 } } } },
    });
    expect(r.text).toBe("For each companion in the fellowship over 4, add 2 to the minion archery total.");
  });
  it("without `over` the count is every such card", () => {
    const r = compile("For each companion, add 2 to the minion archery total.");
    expect(r.diagnostics).toEqual([]);
    expect(JSON.stringify(r.ability)).not.toContain("over");
  });
});

describe("spot-effect", () => {
  it("binds the spotted card for the effects after it, and does nothing when none can be spotted", () => {
    const t = new Table();
    t.put(companion("Aragorn", { race: "man" }));
    const thrarin = t.put(companion("Thrarin", { type: "ally", race: "dwarf" }));
    const env = t.env();
    createContext(env).run("spot-effect", { target: { ...a(term("type", { type: "ally" })), bind: "ally" } });
    expect(env.bindings.ally).toEqual({ cards: [thrarin] });
    const none = new Table().env();
    createContext(none).run("spot-effect", { target: { ...a(term("type", { type: "ally" })), bind: "ally" } });
    expect((none.bindings.ally as { cards?: string[] } | undefined)?.cards ?? []).toEqual([]);
  });
});

const event = (title: string, side = "free-peoples") => ({ title, type: "event", side, culture: side === "shadow" ? "moria" : "dwarven", twilight: 0 });

describe("reveal-top-of-any-deck and return-rest-any-order", () => {
  it("reveals the chosen player's top n cards and puts the rest back in the order chosen", () => {
    const t = new Table();
    const deck = ["A", "B", "C", "D"].map((n) => t.put(event(n, "shadow"), { zone: ZONES.drawDeck, owner: SH }));
    t.put(event("Mine"), { zone: ZONES.drawDeck, owner: FP });
    const chooser = scriptedChooser([0, [deck[1]!], [deck[2]!, deck[0]!]]);
    const ctx = createContext(t.env({ chooser }));
    ctx.run("reveal-top-of-any-deck", { n: 3 });
    expect(t.state.log.at(-1)).toMatchObject({ type: "reveal", player: SH, cards: deck.slice(0, 3) });
    ctx.run("discard", { target: a(term("revealed")) });
    ctx.run("return-rest-any-order", {});
    expect(t.state.cards[deck[1]!]!.zone).toBe(ZONES.discard);
    expect(cardsIn(t.state, SH, ZONES.drawDeck)).toEqual([deck[2], deck[0], deck[3]]);
    expect(chooser.asked[0]).toMatchObject({ kind: "option", options: [SH, FP] });
  });
  it("may reveal the controller's own deck (option 1)", () => {
    const t = new Table();
    const mine = ["A", "B"].map((n) => t.put(event(n), { zone: ZONES.drawDeck, owner: FP }));
    const ctx = createContext(t.env({ chooser: scriptedChooser([1]) }));
    ctx.run("reveal-top-of-any-deck", { n: 3 });
    expect(t.state.log.at(-1)).toMatchObject({ type: "reveal", player: FP, cards: mine });
  });
});

describe("discard-top-until-stop and take-last-discarded", () => {
  const deck = (t: Table) => ["A", "B", "C", "D", "E", "F", "G"].map((n) => t.put(event(n), { zone: ZONES.drawDeck, owner: FP }));
  it("discards one card at a time while the controller goes on; the last one goes to hand; `discarded in this way` counts them", () => {
    const t = new Table();
    const cards = deck(t);
    const ctx = createContext(t.env({ chooser: scriptedChooser([true, true, false]) }));
    ctx.run("discard-top-until-stop", { n: 5 });
    expect(cards.map((id) => t.state.cards[id]!.zone).slice(0, 3)).toEqual([ZONES.discard, ZONES.discard, ZONES.drawDeck]);
    ctx.run("add-twilight-for-each", { n: 1, per: every(term("discarded-in-this-way")) });
    expect(twilight(t.env())).toBe(2);
    ctx.run("take-last-discarded", {});
    expect(t.state.cards[cards[1]!]!.zone).toBe(ZONES.hand);
    expect(t.state.cards[cards[0]!]!.zone).toBe(ZONES.discard);
  });
  it("stops at the limit", () => {
    const t = new Table();
    const cards = deck(t);
    createContext(t.env()).run("discard-top-until-stop", { n: 5 });
    expect(cards.filter((id) => t.state.cards[id]!.zone === ZONES.discard)).toHaveLength(5);
  });
});

describe("timing-event-played-during-skirmish (trigger)", () => {
  it("matches an event of that timing played while such a character skirmishes, and binds it", () => {
    const t = new Table();
    const boromir = t.put(companion("Boromir", { culture: "gondor", race: "man" }));
    const sam = t.put(companion("Sam"));
    const orc = t.put(minion("Orc"), { owner: SH });
    const skirmishEvent = t.put({ title: "Drums", type: "event", side: "shadow", culture: "moria", twilight: 0, abilities: [{ kind: "activated", timings: ["skirmish"] }] as never }, { zone: ZONES.hand, owner: SH });
    const maneuverEvent = t.put({ title: "Plan", type: "event", side: "shadow", culture: "moria", twilight: 0, abilities: [{ kind: "activated", timings: ["maneuver"] }] as never }, { zone: ZONES.hand, owner: SH });
    const gondorMan = a(term("culture", { culture: "gondor" }), term("race", { race: "man" }));
    const match = (card: CardId) =>
      triggers(t.env(), { kind: "trigger", trigger: term("timing-event-played-during-skirmish", { timing: "skirmish", target: gondorMan }) }, makeEvent(t.state, { type: "play", cards: [card] }));
    expect(match(skirmishEvent)).toBeNull();
    startSkirmish(t.env(), sam, [orc]);
    expect(match(skirmishEvent)).toBeNull();
    startSkirmish(t.env(), boromir, [orc]);
    expect(match(skirmishEvent)).toEqual({ event: { cards: [skirmishEvent] } });
    expect(match(maneuverEvent)).toBeNull();
  });
});

describe("spot-to-modify-shadow-number", () => {
  const site = (t: Table) => t.put({ title: "Road", type: "site", site: 1, twilight: 3 }, { zone: ZONES.adventurePath });
  // as compiled from `2 Hobbit companions`
  const hobbitCompanions = (n: number) => filter("count", [term("race", { race: "hobbit" }), term("type", { type: "companion" })], { count: n });
  const run = (t: Table) => createContext(t.env()).run("spot-to-modify-shadow-number", { target: hobbitCompanions(2), amount: -1, n: 4, more: -2 });
  it.each([
    [1, 0],
    [2, -1],
    [3, -1],
    [4, -2],
  ])("with %i Hobbit companions the site's Shadow number changes by %i", (hobbits, change) => {
    const t = new Table();
    const road = site(t);
    for (let k = 0; k < hobbits; k++) t.put(companion(`Hobbit ${k}`));
    t.put(companion("Elrond", { type: "ally" }));
    run(t);
    expect(modifiedValue(t.env(), road, "shadow-number", 0)).toBe(change);
  });
});
