import { beforeAll, describe, expect, it } from "vitest";
import { legalActions, newGame, pendingDecision, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { burdens, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import type { CardId, GameState } from "../../runtime/core/state.ts";
import { act, bareGame, env, fp, pass, put, shadow } from "./positions.ts";
import { playGame } from "../../runtime/games/lotr-tcg/agents/agent.ts";
import { randomAgent } from "../../runtime/agents/random.ts";
import { STARTER_DECKS, starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

/** The pending decision's options (card or option decisions): card ids, or option labels (`188>168`). */
const optionsOf = (s: GameState): (CardId | string)[] => {
  const d = pendingDecision(s)!;
  return d.kind === "yes-no" ? [] : d.options;
};

const plays = (s: GameState, id: CardId) => legalActions(s).some((a) => a.type === "play" && a.card === id);

describe("turn structure", () => {
  it("starts in the fellowship phase at site 1 with Frodo and The One Ring in play", () => {
    const s = bareGame(cards);
    expect([s.phase, lotr(s).site, s.turn]).toEqual(["fellowship", 1, 1]);
    const frodo = lotr(s).ringBearer[fp(s)]!;
    expect(Object.values(s.cards).some((c) => c.attachedTo === frodo && cards.defs[c.def]!.type === "the-one-ring")).toBe(true);
    const actions = legalActions(s);
    expect(actions.every((a) => a.player === fp(s))).toBe(true);
    expect(actions).toContainEqual({ type: "pass", player: fp(s) });
    // Frodo's "exert another companion who has the Frodo signet" cannot be paid: the other player's Frodo is not active.
    expect(actions.some((a) => a.type === "use" && a.card === lotr(s).ringBearer[fp(s)])).toBe(false);
  });

  it("moving adds the site's shadow number plus 1 per companion; the opponent lays site 2", () => {
    const s = pass(bareGame(cards));
    expect([s.phase, lotr(s).site, s.pools.twilight]).toEqual(["shadow", 2, 2 + 1]);
    const site2 = s.zones[ZONES.adventurePath]!.find((id) => cards.defs[s.cards[id]!.def]!.site === 2)!;
    expect(s.cards[site2]!.owner).toBe(shadow(s));
  });

  it("with no minion after the Shadow phase, the turn goes straight to regroup", () => {
    const s = pass(pass(bareGame(cards)));
    expect(s.phase).toBe("regroup");
  });

  it("after regroup the other player's turn starts at their own site 1 with an empty pool", () => {
    let s = pass(pass(bareGame(cards)));
    const first = fp(s);
    s = pass(pass(s));
    s = act(s, (a) => a.type === "option" && a.label === "stay");
    expect([s.turn, fp(s) !== first, lotr(s).site, s.pools.twilight, s.phase]).toEqual([2, true, 1, 0, "fellowship"]);
  });
});

describe("turn limit", () => {
  it("turns count from 1, and a game at its turn limit ends undecided after exactly that many turns", () => {
    let undecided = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { state } = playGame(newGame({ seed, decks: STARTER_DECKS, cards, maxTurns: 2 }), { p1: randomAgent(seed), p2: randomAgent(seed + 1) });
      const turns = state.log.filter((e) => e.type === "turn").map((e) => e.turn);
      expect(turns).toEqual(turns.map((_, i) => i + 1));
      expect(state.turn).toBe(turns.length);
      if (state.log.at(-1)?.reason !== "turn-limit") continue;
      undecided++;
      expect(turns).toEqual([1, 2]);
      expect(state.log.at(-1)).toMatchObject({ type: "game-over", winner: null });
    }
    expect(undecided).toBeGreaterThan(0);
  });
});

describe("playing cards", () => {
  it("roaming: a minion whose site number is above the current site costs 2 more", () => {
    const s = pass(bareGame(cards));
    const savage = put(s, "1C151", shadow(s), ZONES.hand); // cost 2, site 5; the fellowship is at site 2
    s.pools.twilight = 3;
    expect(plays(s, savage)).toBe(false);
    s.pools.twilight = 4;
    expect(plays(s, savage)).toBe(true);
    const after = act(s, (a) => a.type === "play" && a.card === savage);
    expect([after.cards[savage]!.zone, after.pools.twilight]).toEqual([ZONES.characters, 0]);
  });

  it("rule of 9: no companion may be played when 9 are in play and in the dead pile", () => {
    const s = bareGame(cards);
    const gimli = put(s, "1U12", fp(s), ZONES.hand);
    for (let i = 0; i < 7; i++) put(s, "1U97", fp(s), ZONES.deadPile);
    expect(plays(s, gimli)).toBe(true); // Frodo + 7 dead = 8
    put(s, "1U97", fp(s), ZONES.deadPile);
    expect(plays(s, gimli)).toBe(false);
  });

  it("uniqueness: a second Aragorn cannot be played, but discarding it heals the one in play", () => {
    const s = bareGame(cards);
    const aragorn = put(s, "1P365", fp(s));
    s.cards[aragorn]!.tokens.wound = 1;
    const copy = put(s, "1P365", fp(s), ZONES.hand);
    expect(plays(s, copy)).toBe(false);
    const after = act(s, (a) => a.type === "heal-by-discard" && a.card === copy);
    expect([wounds(env(after), aragorn), after.cards[copy]!.zone]).toEqual([0, ZONES.discard]);
  });

  it("a dead unique companion cannot be played again", () => {
    const s = bareGame(cards);
    put(s, "1U51", fp(s), ZONES.deadPile);
    expect(plays(s, put(s, "1U51", fp(s), ZONES.hand))).toBe(false);
  });

  it("item classes: a character bears at most one armor", () => {
    const s = bareGame(cards);
    expect([cards.defs["1C92"]!.itemClass, cards.defs["1C101"]!.itemClass]).toEqual(["armor", "armor"]);
    const aragorn = put(s, "1P365", fp(s));
    const coat = put(s, "1C101", fp(s), ZONES.hand);
    expect(plays(s, coat)).toBe(true);
    put(s, "1C92", fp(s), ZONES.attached, aragorn);
    expect(plays(s, coat)).toBe(false);
  });
});

describe("archery and assignment", () => {
  /** Legolas (archer) with Frodo; a Goblin Marksman (archer) for the Shadow; on to archery fire. */
  function toArchery(): { s: GameState; legolas: CardId; marksman: CardId } {
    let s = bareGame(cards);
    const legolas = put(s, "1U51", fp(s));
    s = pass(s);
    const marksman = put(s, "1C176", shadow(s));
    for (let i = 0; i < 5; i++) s = pass(s); // shadow; maneuver ×2; archery ×2
    return { s, legolas, marksman };
  }

  it("each side's archery total is its archers: the Free Peoples place 1 wound, the Shadow's minion takes 1", () => {
    const { s, legolas, marksman } = toArchery();
    const d = pendingDecision(s)!;
    expect([d.purpose, d.player, optionsOf(s).length]).toEqual(["archery-wound", fp(s), 2]);
    expect(s.log.at(-1)!.type).toBe("archery"); // the state shows the step carried out up to the decision
    const after = act(s, (a) => a.type === "choose" && a.card === legolas);
    expect(wounds(env(after), legolas)).toBe(1);
    expect(after.cards[marksman]!.zone).toBe(ZONES.discard); // vitality 1
  });

  it("assignment is one-to-one by the Free Peoples, then the Shadow assigns the rest", () => {
    let s = bareGame(cards);
    const gimli = put(s, "1U12", fp(s)); // Gimli: no archer, so no archery wounds
    s = pass(s);
    const [a, b] = [put(s, "1C191", shadow(s)), put(s, "1C191", shadow(s))];
    for (let i = 0; i < 7; i++) s = pass(s); // shadow; maneuver, archery, assignment ×2 (no archers)
    const d = pendingDecision(s)!;
    expect(d.purpose).toBe("assign");
    expect(optionsOf(s)).toContain(`${gimli}>${a}`);
    s = act(s, (x) => x.type === "option" && x.label === `${gimli}>${a}`);
    expect(optionsOf(s)).not.toContain(`${gimli}>${b}`); // Gimli is taken
    s = act(s, (x) => x.type === "option" && x.label === "done");
    // The Shadow assigns the other Moria Scout; Frodo is the only companion left who could take it, but any may.
    expect(pendingDecision(s)!.purpose).toBe(`assign:${b}`);
  });
});

describe("starter decks", () => {
  it("each has Frodo, The One Ring, 9 sites in order and 60 draw cards, half Free Peoples and half Shadow", () => {
    for (const deck of STARTER_DECKS) {
      expect([deck.ringBearer, deck.ring]).toEqual(["1C290", "1C2"]);
      expect(deck.sites.map((id) => cards.defs[id]!.site)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(deck.drawDeck.length).toBe(60);
      expect(deck.drawDeck.filter((id) => cards.defs[id]!.side === "shadow").length).toBe(30);
    }
  });
});

describe("sanctuary", () => {
  it("at the start of a turn at a sanctuary the Free Peoples player may heal up to 5 wounds", () => {
    let s = bareGame(cards);
    const player = fp(s);
    lotr(s).site = 2; // the fellowship moves on to site 3, a sanctuary in both starter decks
    const boromir = put(s, "1U97", player);
    s = pass(pass(pass(pass(s)))); // move; no minions; regroup passes
    s = act(s, (a) => a.type === "option" && a.label === "stay");
    s.cards[boromir]!.tokens.wound = 2;
    s = pass(pass(pass(pass(s)))); // the opponent's turn
    s = act(s, (a) => a.type === "option" && a.label === "stay");
    expect([fp(s), lotr(s).site]).toEqual([player, 3]);
    expect(pendingDecision(s)!.purpose).toBe("sanctuary-heal");
    s = act(s, (a) => a.type === "choose" && a.card === boromir);
    s = act(s, (a) => a.type === "choose" && a.card === boromir);
    expect([wounds(env(s), boromir), s.phase]).toEqual([0, "fellowship"]);
  });
});

describe("set-up", () => {
  it("bids: the highest bidder chooses the seat order and each bid becomes burdens on that player's Ring-bearer", () => {
    let s = newGame({ seed: 1, cards, bids: true, decks: STARTER_DECKS });
    const first = pendingDecision(s)!.player;
    s = act(s, (a) => a.type === "option" && a.label === "1");
    const other = pendingDecision(s)!.player;
    expect([pendingDecision(s)!.purpose, other !== first]).toEqual(["bid", true]);
    s = act(s, (a) => a.type === "option" && a.label === "3");
    expect([pendingDecision(s)!.purpose, pendingDecision(s)!.player]).toEqual(["seat", other]);
    s = act(s, (a) => a.type === "option" && a.label === "second");
    expect(fp(s)).toBe(first);
    const e = env(s);
    expect([burdens(e), s.cards[lotr(s).ringBearer[other]!]!.tokens.burden]).toEqual([1, 3]);
  });

  it("starting companions cost at most 4 twilight in total, then each player draws 8", () => {
    const s = newGame({ seed: 2, cards, decks: STARTER_DECKS });
    const d = pendingDecision(s)!;
    expect(d.purpose).toBe("starting-companion");
    let t = s;
    while (pendingDecision(t)?.purpose === "starting-companion") {
      const pick = legalActions(t).length > 1 ? 1 : 0; // the first companion offered, until none fits
      t = act(t, (a) => a.type === "option" && a.index === pick);
    }
    for (const p of t.players) {
      const startCost = Object.values(t.cards)
        .filter((c) => c.owner === p.id && c.zone === ZONES.characters && cards.defs[c.def]!.title !== "Frodo")
        .reduce((sum, c) => sum + Number(cards.defs[c.def]!.twilight), 0);
      expect(startCost).toBeLessThanOrEqual(4);
      expect(startCost).toBeGreaterThan(0);
      expect(p.zones[ZONES.hand]!.length).toBe(8);
    }
  });
});
