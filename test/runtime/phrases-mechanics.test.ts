/** Phrases for new card mechanics (stacking cards on a card, playing them from there), over small hand-built states. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { candidates } from "../../runtime/core/filters.ts";
import { attachedTo, STACKED, type CardId } from "../../runtime/core/state.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { addBurdens, addTwilight, heal, removeBurdens, twilight } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { applyStatic } from "../../runtime/core/statics.ts";
import { wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, minion, SH, Table, term } from "./builder.ts";

const self = { ref: "self" };
const condition = (title: string) => ({ title, type: "condition", side: "shadow", culture: "moria", twilight: 1 });
const scimitar = { title: "Scimitar", type: "possession", side: "shadow", culture: "moria", twilight: 0 };

describe("stack-on", () => {
  it("stacks a card in play on the host, discarding what it bears and its tokens", () => {
    const t = new Table();
    const swarms = t.put(condition("Swarms"), { owner: SH });
    const orc = t.put(minion("Orc"), { wounds: 1 });
    const blade = t.put(scimitar, { on: orc, owner: SH });
    createContext(t.env({ source: swarms, controller: SH })).run("stack-on", { target: a(term("race", { race: "orc" })), zone: null, host: self });
    expect(t.state.cards[orc]!.zone).toBe(STACKED);
    expect(attachedTo(t.state, swarms, STACKED)).toEqual([orc]);
    expect(wounds(t.env(), orc)).toBe(0);
    expect(t.state.cards[blade]!.zone).toBe(ZONES.discard);
  });

  it("takes the card from hand when a zone is named, and as a cost fails when there is none", () => {
    const t = new Table();
    const swarms = t.put(condition("Swarms"), { owner: SH });
    const env = t.env({ source: swarms, controller: SH });
    const args = { target: a(term("race", { race: "orc" })), zone: "hand", host: self };
    expect(createContext(env).canPay("stack-on", args)).toBe(false);
    const orc = t.put(minion("Orc"), { zone: ZONES.hand, owner: SH });
    expect(createContext(env).canPay("stack-on", args)).toBe(true);
    expect(createContext(env).pay("stack-on", args)).toBe(true);
    expect(t.state.cards[orc]!.attachedTo).toBe(swarms);
  });
});

describe("stacked-here and play-as-if-from-hand", () => {
  it("finds only the cards stacked on this card, and plays one paying its twilight cost", () => {
    const t = new Table();
    const swarms = t.put(condition("Swarms"), { owner: SH });
    const other = t.put(condition("Other"), { owner: SH });
    const orc = t.put(minion("Orc"), { zone: STACKED, owner: SH });
    const elsewhere = t.put(minion("Orc 2"), { zone: STACKED, owner: SH });
    t.state.cards[orc]!.attachedTo = swarms;
    t.state.cards[elsewhere]!.attachedTo = other;
    const env = t.env({ source: swarms, controller: SH });
    const stackedOrc = a(term("race", { race: "orc" }), term("stacked-here"));
    expect(candidates(env, stackedOrc)).toEqual([orc]);
    addTwilight(env, 3);
    createContext(env).run("play-as-if-from-hand", { target: stackedOrc });
    expect(t.state.cards[orc]!.zone).toBe(ZONES.characters);
    expect(twilight(env)).toBe(1);
    expect(t.state.cards[elsewhere]!.zone).toBe(STACKED);
  });
});

describe("discard-cards-and-wounds-on", () => {
  it("discards every card the character bears and removes its wounds", () => {
    const t = new Table();
    const orc = t.put(minion("Orc", { vitality: 3 }), { wounds: 2 });
    const blade = t.put(scimitar, { on: orc, owner: SH });
    createContext(t.env({ controller: SH })).run("discard-cards-and-wounds-on", { target: a(term("race", { race: "orc" })) });
    expect(wounds(t.env(), orc)).toBe(0);
    expect(t.state.cards[blade]!.zone).toBe(ZONES.discard);
  });
});

describe("reveal-until-not and take-revealed-into-hand", () => {
  it("reveals from the top through the first card that does not fit, then takes those into hand", () => {
    const t = new Table();
    const deck = [minion("Orc 1"), minion("Orc 2"), condition("Swarms"), minion("Orc 3")].map((d) => t.put(d, { zone: ZONES.drawDeck, owner: SH }));
    const ctx = createContext(t.env({ controller: SH }));
    ctx.run("reveal-until-not", { target: a(term("culture", { culture: "moria" }), term("type", { type: "minion" })) });
    expect(t.state.log.at(-1)).toMatchObject({ type: "reveal", cards: deck.slice(0, 3) });
    ctx.run("take-revealed-into-hand", {});
    expect(deck.map((id) => t.state.cards[id]!.zone)).toEqual([ZONES.hand, ZONES.hand, ZONES.hand, ZONES.drawDeck]);
  });
});

describe("make-reveal-at-random and discard-revealed", () => {
  it("reveals n random cards of that player's hand, and the controller discards one of them", () => {
    const t = new Table();
    const hand = ["A", "B", "C"].map((n) => t.put({ title: n, type: "event", side: "free-peoples", culture: "shire", twilight: 0 }, { zone: ZONES.hand }));
    const ctx = createContext(t.env({ controller: SH }));
    ctx.run("make-reveal-at-random", { who: "free-peoples-player", n: 2 });
    const revealed = (t.state.log.at(-1) as unknown as { cards: CardId[] }).cards;
    expect(revealed).toHaveLength(2);
    expect(revealed.every((id) => hand.includes(id))).toBe(true);
    ctx.run("discard-revealed", { n: 1 });
    const discarded = hand.filter((id) => t.state.cards[id]!.zone === ZONES.discard);
    expect(discarded).toHaveLength(1);
    expect(revealed).toContain(discarded[0]);
  });
});

describe("transfer-from-support and not-removed-from", () => {
  it("moves this condition from the support area onto the chosen character, who then cannot lose burdens or wounds", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"), { wounds: 1 });
    t.ringBearer(frodo);
    addBurdens(t.env(), 2);
    const breath = t.put(condition("Breath"), { owner: SH });
    const env = t.env({ source: breath, controller: SH });
    createContext(env).run("transfer-from-support", { item: self, target: a(term("race", { race: "hobbit" })) });
    expect(t.state.cards[breath]).toMatchObject({ zone: ZONES.attached, attachedTo: frodo });
    applyStatic(env, breath, { kind: "static", modifier: term("not-removed-from", { target: { ref: "bearer" } }) } as never);
    expect(heal(t.env(), frodo)).toBe(false);
    expect(removeBurdens(t.env(), 1)).toBe(0);
    expect(wounds(t.env(), frodo)).toBe(1);
  });
});
