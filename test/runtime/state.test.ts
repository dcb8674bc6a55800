import { describe, expect, it } from "vitest";
import { nextFloat, nextInt, shuffle, createRng } from "../../runtime/core/rng.ts";
import { addCard, addTokens, cardsIn, cardsInZones, factKind, fixedFact, keptCards, keptKind, moveCard, shareCards, tokens, type GameState } from "../../runtime/core/state.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { companion, FP, Table } from "./builder.ts";

describe("game state", () => {
  it("is plain JSON: a round trip through JSON gives the same state", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"), { wounds: 1 });
    moveCard(t.state, frodo, ZONES.hand);
    expect(JSON.parse(JSON.stringify(t.state))).toEqual(t.state);
  });

  it("moves cards between ordered zones, top or bottom, clearing tokens", () => {
    const t = new Table();
    const a = addCard(t.state, "X", FP, ZONES.drawDeck);
    const b = addCard(t.state, "Y", FP, ZONES.drawDeck);
    addTokens(t.state, a, "wound", 2);
    moveCard(t.state, a, ZONES.hand);
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([b]);
    expect(tokens(t.state, a, "wound")).toBe(0);
    moveCard(t.state, a, ZONES.drawDeck, { top: true });
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([a, b]);
  });

  it("remembers a fixed fact of a card for a record and its copies, and a card one copy adds is that copy's alone", () => {
    const t = new Table();
    const a = addCard(t.state, "X", FP, ZONES.hand);
    let asked = 0;
    const find = factKind((def: string, suffix: string) => {
      asked++;
      return def + suffix;
    });
    expect(fixedFact(t.state, a, find, "!")).toBe("X!");
    const copy = (s: GameState): GameState => ({ ...s, cards: shareCards(s.cards) });
    const [s1, s2] = [copy(t.state), copy(t.state)];
    expect(fixedFact(s1, a, find, "!")).toBe("X!");
    expect(fixedFact(s2, a, find, "!")).toBe("X!");
    expect(asked).toBe(1);
    // both copies add a card: the same creation number, other definitions
    const b1 = addCard(s1, "Y", FP, ZONES.hand);
    const b2 = addCard(s2, "Z", FP, ZONES.hand);
    expect(b1).toBe(b2);
    expect(fixedFact(s1, b1, find, "!")).toBe("Y!");
    expect(fixedFact(s2, b2, find, "!")).toBe("Z!");
    expect(fixedFact(t.state, a, find, "!")).toBe("X!");
    // another kind of fact has its own table
    const length = factKind((def: string) => def.length);
    expect(fixedFact(s1, b1, length, null)).toBe(1);
    expect(fixedFact(s1, b1, find, "!")).toBe("Y!");
  });

  it("keeps a list it handed out as it was while cards move, and its later answers up to date", () => {
    const t = new Table();
    const [a, b, c] = ["X", "Y", "X"].map((d) => addCard(t.state, d, FP, ZONES.drawDeck));
    const HAND = [ZONES.hand];
    const xs = keptKind(HAND, (s: GameState, id: number, def: string) => s.cards[id]!.def === def);
    moveCard(t.state, c!, ZONES.hand);
    const before = cardsInZones(t.state, HAND);
    const keptBefore = keptCards(t.state, xs, "X");
    expect([before, keptBefore]).toEqual([[c], [c]]);
    // several moves with no list asked for in between (the lists are changed in place then)
    moveCard(t.state, a!, ZONES.hand);
    moveCard(t.state, b!, ZONES.hand);
    moveCard(t.state, c!, ZONES.discard);
    moveCard(t.state, c!, ZONES.hand);
    expect([before, keptBefore]).toEqual([[c], [c]]);
    const now = cardsInZones(t.state, HAND);
    expect(now).toEqual([a, b, c]);
    expect(keptCards(t.state, xs, "X")).toEqual([a, c]);
    moveCard(t.state, b!, ZONES.discard);
    expect(now).toEqual([a, b, c]);
    expect(cardsInZones(t.state, HAND)).toEqual([a, c]);
    // a copy of the record shares the lists: a move in the copy leaves the original's as they were
    const copy: GameState = { ...t.state, players: t.state.players.map((p) => ({ ...p, zones: { ...p.zones, [ZONES.hand]: [...p.zones[ZONES.hand]!] } })), cards: shareCards(t.state.cards) };
    moveCard(copy, a!, ZONES.discard);
    expect(cardsInZones(copy, HAND)).toEqual([c]);
    expect(keptCards(copy, xs, "X")).toEqual([c]);
    expect(cardsInZones(t.state, HAND)).toEqual([a, c]);
    expect(keptCards(t.state, xs, "X")).toEqual([a, c]);
  });

  it("keeps a card's token kinds in sorted order whatever order they came in, and drops a kind at zero", () => {
    const t = new Table();
    const a = addCard(t.state, "X", FP, ZONES.characters);
    const b = addCard(t.state, "Y", FP, ZONES.characters);
    addTokens(t.state, a, "wound", 1);
    addTokens(t.state, a, "burden", 2);
    addTokens(t.state, b, "burden", 2);
    addTokens(t.state, b, "wound", 1);
    expect(Object.keys(t.state.cards[a]!.tokens)).toEqual(["burden", "wound"]);
    expect(t.state.cards[a]!.tokens).toEqual(t.state.cards[b]!.tokens);
    addTokens(t.state, a, "burden", -2);
    expect(t.state.cards[a]!.tokens).toEqual({ wound: 1 });
  });

  it("never lets a token count go below zero", () => {
    const t = new Table();
    const a = addCard(t.state, "X", FP, ZONES.characters);
    addTokens(t.state, a, "wound", -3);
    expect(tokens(t.state, a, "wound")).toBe(0);
  });
});

describe("seeded RNG", () => {
  it("gives the same sequence for the same seed and a different one for another seed", () => {
    const run = (seed: number) => {
      const r = createRng(seed);
      return [nextFloat(r), nextFloat(r), nextInt(r, 100)];
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it("shuffles deterministically and keeps its state in the game state", () => {
    const t1 = new Table(7);
    const t2 = new Table(7);
    const deck = () => Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(t1.state.rng, deck())).toEqual(shuffle(t2.state.rng, deck()));
    expect(t1.state.rng).toEqual(t2.state.rng);
    const copy = JSON.parse(JSON.stringify(t1.state.rng));
    expect(nextFloat(copy)).toBe(nextFloat(t1.state.rng));
    expect(shuffle(createRng(7), deck()).sort((x, y) => x - y)).toEqual(deck());
  });
});
