/** Phrases of the elven cards (issue 4, cards-elven) and the game text a card has from another card. */
import { describe, expect, it } from "vitest";
import { fireAwaited } from "../../runtime/core/awaited.ts";
import { createContext } from "../../runtime/core/context.ts";
import { makeEvent } from "../../runtime/core/events.ts";
import { textLenders } from "../../runtime/core/game-text.ts";
import type { AbilityIR } from "../../runtime/core/ir.ts";
import { moveCard, type CardId } from "../../runtime/core/state.ts";
import { applyStatic } from "../../runtime/core/statics.ts";
import { twilight } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { playCard } from "../../runtime/games/lotr-tcg/state/play.ts";
import { strength } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { apply, legalActions } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { bareGame, env as engineEnv, fp, put } from "../engine/positions.ts";
import { rulesLibrary } from "../engine/starter-game.ts";
import { every, filter, FP, SH, Table, term } from "./builder.ts";

const site = (n: number) => filter("a", [term("controller", { player: "you" }), term("type", { type: "site" }), term("site-number", { n })], {}, "site");
const ally = (title: string, home: number) => ({ title, type: "ally", side: "free-peoples", culture: "elven", race: "elf", strength: 5, vitality: 2, home, twilight: 2 });
/** `While you can spot your site <n>, <this ally> has the game text of that site.` */
const borrows = (n: number): AbilityIR => ({
  kind: "static",
  condition: term("can-spot", { target: site(n) }),
  modifier: term("has-game-text-of", { target: { ref: "self" }, site: { ref: "site" } }),
});
/** Lothlórien Woods: `Each ally whose home is site 6 is strength +3.` */
const woodsText: AbilityIR = { kind: "static", modifier: term("strength-bonus", { target: every(term("type", { type: "ally" }), term("whose-home", { n: 6 })), amount: 3 }) };

function table() {
  const t = new Table();
  const woods = t.put({ title: "Lothlórien Woods", type: "site", site: 6, twilight: 3, abilities: [woodsText] }, { owner: FP, zone: ZONES.adventurePath });
  const uruviel = t.put({ ...ally("Uruviel", 6), abilities: [borrows(6)] });
  return { t, woods, uruviel };
}

describe("site-number (filter)", () => {
  it("denotes a site of that number on the adventure path, of the player the noun phrase says", () => {
    const { t, woods } = table();
    const spot = (n: number, controller = FP) => createContext(t.env({ controller })).test("can-spot", { target: site(n) });
    expect(spot(6)).toBe(true);
    expect(spot(3)).toBe(false);
    expect(spot(6, SH)).toBe(false);
    moveCard(t.state, woods, ZONES.adventureDeck);
    expect(spot(6)).toBe(false);
  });
});

describe("has-game-text-of (modifier)", () => {
  it("lends the site's static abilities while the condition holds", () => {
    const { t, woods, uruviel } = table();
    applyStatic(t.env(), uruviel, borrows(6));
    expect(strength(t.env(), uruviel)).toBe(8);
    moveCard(t.state, woods, ZONES.adventureDeck);
    expect(strength(t.env(), uruviel)).toBe(5);
  });

  it("lends the statics of a site that arrives after the borrower, as the borrower's own", () => {
    const { t, woods, uruviel } = table();
    moveCard(t.state, woods, ZONES.adventureDeck);
    applyStatic(t.env(), uruviel, borrows(6));
    expect(strength(t.env(), uruviel)).toBe(5);
    moveCard(t.state, woods, ZONES.adventurePath);
    applyStatic(t.env(), woods, woodsText);
    const lent = t.state.modifiers.filter((m) => m.property === "strength" && m.source === uruviel);
    expect(lent).toHaveLength(1);
    expect(strength(t.env(), uruviel)).toBe(11); // the site's own +3 and Uruviel's copy of it
  });

  it("names the cards whose activated and trigger abilities the borrower has now", () => {
    const { t, woods, uruviel } = table();
    const other = t.put({ title: "Dimrill Dale", type: "site", site: 6, twilight: 3 }, { owner: SH, zone: ZONES.adventureDeck });
    applyStatic(t.env(), uruviel, borrows(6));
    expect(textLenders(t.env()).get(uruviel)).toEqual([woods]);
    moveCard(t.state, woods, ZONES.adventureDeck);
    moveCard(t.state, other, ZONES.adventurePath); // the opponent's site 6: not "your site 6"
    expect(textLenders(t.env()).get(uruviel)).toBeUndefined();
  });
});

describe("cost-to-effect", () => {
  const deal = () => {
    const t = new Table();
    const minionInHand = t.put({ title: "Uruk", type: "minion", side: "shadow", culture: "isengard", race: "uruk-hai", strength: 5, vitality: 1, site: 5, twilight: 2 }, { owner: FP, zone: ZONES.hand });
    const deck = [1, 2, 3].map((i) => t.put({ title: `Card ${i}`, type: "event", side: "free-peoples", culture: "elven", twilight: 0 }, { zone: ZONES.drawDeck }));
    return { t, minionInHand, deck };
  };
  const step = (culture: string) => ({
    cost: term("discard-from-hand", { target: filter("a", [term("culture", { culture }), term("type", { type: "minion" })]) }),
    effect: term("draw-cards", { n: 2 }),
  });

  it("pays the first in full, then does the second", () => {
    const { t, minionInHand, deck } = deal();
    createContext(t.env()).run("cost-to-effect", step("isengard"));
    expect(t.state.cards[minionInHand]!.zone).toBe(ZONES.discard);
    expect(deck.map((c) => t.state.cards[c]!.zone)).toEqual([ZONES.hand, ZONES.hand, ZONES.drawDeck]);
  });

  it("does nothing when the first cannot be paid", () => {
    const { t, minionInHand, deck } = deal();
    createContext(t.env()).run("cost-to-effect", step("moria"));
    expect(t.state.cards[minionInHand]!.zone).toBe(ZONES.hand);
    expect(deck.every((c) => t.state.cards[c]!.zone === ZONES.drawDeck)).toBe(true);
  });
});

describe("replace-with-your-site-number", () => {
  it("puts your site of that number on the path in place of an opponent's, which goes back to its owner's adventure deck", () => {
    const t = new Table();
    const theirs = t.put({ title: "East Road", type: "site", site: 1, twilight: 0 }, { owner: SH, zone: ZONES.adventurePath });
    const mine = t.put({ title: "Green Hill Country", type: "site", site: 1, twilight: 0 }, { owner: FP, zone: ZONES.adventureDeck });
    const opponents = filter("a", [term("controller", { player: "opponent" }), term("type", { type: "site" }), term("site-number", { n: 1 })]);
    createContext(t.env()).run("replace-with-your-site-number", { target: opponents, n: 1 });
    expect(t.state.cards[mine]!.zone).toBe(ZONES.adventurePath);
    expect(t.state.cards[theirs]!.zone).toBe(ZONES.adventureDeck);
    expect(t.state.cards[theirs]!.owner).toBe(SH);
  });
});

describe("played-on (trigger)", () => {
  /** `When played on Arwen, <this possession>'s twilight cost is -2.` */
  const cheaperOnArwen: AbilityIR = { kind: "trigger", trigger: term("played-on", { host: "Arwen" }), effects: [term("played-twilight-cost", { target: { ref: "self" }, amount: -2 })] };
  const deal = () => {
    const t = new Table();
    const arwen = t.put(ally("Arwen", 3));
    const legolas = t.put(ally("Legolas", 3));
    const mount = t.put({ title: "Asfaloth", type: "possession", side: "free-peoples", culture: "elven", twilight: 2, abilities: [cheaperOnArwen] }, { zone: ZONES.hand });
    return { t, arwen, legolas, mount };
  };

  it("answers once the bearer is chosen, before the twilight cost is paid", () => {
    const { t, arwen, mount } = deal();
    expect(playCard(t.env(), mount, 0, [arwen])).toBe(true);
    expect(t.state.cards[mount]!.attachedTo).toBe(arwen);
    expect(twilight(t.env())).toBe(0);
  });

  it("does not answer for another bearer", () => {
    const { t, legolas, mount } = deal();
    expect(playCard(t.env(), mount, 0, [legolas])).toBe(true);
    expect(twilight(t.env())).toBe(2);
  });
});

describe("an opponent's hand: has-at-least-cards-in-hand, look-at-random-from-hand, discard-one-replace-other", () => {
  const deal = (n: number) => {
    const t = new Table();
    const hand = Array.from({ length: n }, (_, i) => t.put({ title: `Orc ${i}`, type: "minion", side: "shadow", culture: "moria", race: "orc", strength: 5, vitality: 1, site: 4, twilight: 2 }, { owner: SH, zone: ZONES.hand }));
    return { t, hand };
  };

  it("holds when the player has that many cards in hand or more", () => {
    const test = (n: number) => createContext(deal(n).t.env()).test("has-at-least-cards-in-hand", { who: "opponent", n: 7 });
    expect(test(7)).toBe(true);
    expect(test(8)).toBe(true);
    expect(test(6)).toBe(false);
  });

  it("looks at n cards of the opponent's hand at random, then discards the one chosen and leaves the other", () => {
    const { t, hand } = deal(7);
    const env = t.env();
    const ctx = createContext(env);
    ctx.run("look-at-random-from-hand", { n: 2 });
    const seen = (env.bindings.revealed as { cards: CardId[] }).cards;
    expect(seen).toHaveLength(2);
    expect(seen.every((c) => hand.includes(c))).toBe(true);
    ctx.run("discard-one-replace-other", {});
    expect(seen.map((c) => t.state.cards[c]!.zone).sort()).toEqual([ZONES.discard, ZONES.hand]);
    expect(hand.filter((c) => t.state.cards[c]!.zone === ZONES.hand)).toHaveLength(6);
  });
});

describe("loses-this-skirmish-to (awaited condition)", () => {
  it("a conditional on it waits for the skirmish to be lost, then runs once with the loser's owner as that player", () => {
    const t = new Table();
    const elf = t.put(ally("Legolas", 3));
    const orc = t.put({ title: "Orc", type: "minion", side: "shadow", culture: "moria", race: "orc", strength: 5, vitality: 1, site: 4, twilight: 2 });
    const hand = [1, 2, 3].map((i) => t.put({ title: `Card ${i}`, type: "event", side: "shadow", culture: "moria", twilight: 0 }, { zone: ZONES.hand }));
    t.state.phase = "skirmish";
    startSkirmish(t.env(), elf, [orc]);
    const env = t.env({ bindings: { elf: { cards: [elf] } } });
    const step = {
      if: term("loses-this-skirmish-to", { target: filter("a", [term("type", { type: "minion" })]), winner: { ref: "elf" } }),
      then: [term("player-discards-at-random", { who: "that-minions-owner", n: 2 })],
    };
    env.step = step as never;
    createContext(env).branch(false, [], []);
    expect(hand.every((c) => t.state.cards[c]!.zone === ZONES.hand)).toBe(true);
    fireAwaited(t.env(), makeEvent(t.state, { type: "skirmish-lost", cards: [elf] }));
    expect(hand.every((c) => t.state.cards[c]!.zone === ZONES.hand)).toBe(true);
    fireAwaited(t.env(), makeEvent(t.state, { type: "skirmish-lost", cards: [orc] }));
    expect(hand.filter((c) => t.state.cards[c]!.zone === ZONES.discard)).toHaveLength(2);
    fireAwaited(t.env(), makeEvent(t.state, { type: "skirmish-lost", cards: [orc] }));
    expect(hand.filter((c) => t.state.cards[c]!.zone === ZONES.discard)).toHaveLength(2);
  });
});

describe("game text in the engine (1U60 Silinde with your site 3)", () => {
  it("offers the lent Fellowship ability as the borrower's own action, and carries it out", async () => {
    const cards = await rulesLibrary();
    let s = bareGame(cards);
    const me = fp(s);
    const silinde = put(s, "1U60", me);
    const valley = put(s, "1U341", me, ZONES.adventurePath); // Rivendell Valley: Fellowship: play an Elf then draw a card
    const legolas = put(s, "1U51", me, ZONES.hand);
    const top = put(s, "1C304", me, ZONES.drawDeck);
    const e = engineEnv(s);
    for (const a of e.defs[s.cards[silinde]!.def]!.abilities as AbilityIR[]) applyStatic(e, silinde, a);
    const lent = legalActions(s).filter((a) => a.type === "use" && a.card === silinde);
    expect(lent).toHaveLength(1);
    s = apply(s, lent[0]!);
    expect([s.cards[legolas]!.zone, s.cards[top]!.zone]).toEqual([ZONES.characters, ZONES.hand]);
    void valley;
  });
});
