import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { expireModifiers, modifiedFlag } from "../../runtime/core/modifiers.ts";
import { cardsIn, tokens } from "../../runtime/core/state.ts";
import { keywordTotal } from "../../runtime/core/terms.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { isExhausted, strength, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, companion, every, FP, minion, SH, Table, term } from "./builder.ts";

const self = { ref: "self" };

describe("exert", () => {
  it("places a wound", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { vitality: 3 }));
    createContext(t.env({ source: gimli })).run("exert", { target: self });
    expect(wounds(t.env(), gimli)).toBe(1);
  });

  it("is refused on an exhausted character and changes nothing", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { vitality: 3 }), { wounds: 2 });
    const ctx = createContext(t.env({ source: gimli }));
    const before = JSON.stringify(t.state.cards);
    expect(isExhausted(t.env(), gimli)).toBe(true);
    expect(ctx.canPay("exert", { target: self })).toBe(false);
    expect(ctx.pay("exert", { target: self })).toBe(false);
    ctx.run("exert", { target: self });
    expect(JSON.stringify(t.state.cards)).toBe(before);
  });

  it("as a cost on `a Dwarf`, picks only a Dwarf that can exert", () => {
    const t = new Table();
    const tired = t.put(companion("Tired", { race: "dwarf", vitality: 2 }), { wounds: 1 });
    const fresh = t.put(companion("Fresh", { race: "dwarf", vitality: 3 }));
    const ctx = createContext(t.env());
    expect(ctx.pay("exert", { target: a(term("race", { race: "dwarf" })) })).toBe(true);
    expect([wounds(t.env(), tired), wounds(t.env(), fresh)]).toEqual([1, 1]);
  });
});

describe("wound and prevent that wound", () => {
  it("wounds, and kills a character whose wounds reach its vitality", () => {
    const t = new Table();
    const orc = t.put(minion("Goblin Runner", { vitality: 1 }));
    createContext(t.env()).run("wound", { target: every(term("type", { type: "minion" })) });
    expect(t.state.cards[orc]!.zone).toBe(ZONES.discard);
    const frodo = t.put(companion("Frodo", { vitality: 1 }));
    createContext(t.env()).run("wound", { target: a(term("title", { title: "Frodo" })) });
    expect(t.state.cards[frodo]!.zone).toBe(ZONES.deadPile);
  });

  it("a response in the `is about to` window can prevent it", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const env = t.env();
    env.rules = {
      ...env.rules,
      respond(renv, e, when) {
        if (when !== "before") return;
        const m = renv.rules.implementations["about-to-take-wound"]!;
        const b = m.kind === "trigger" ? m.match(renv, e, { target: a(term("race", { race: "hobbit" })) }) : null;
        if (b) createContext({ ...renv, bindings: b }).run("prevent-wound", {});
      },
    };
    createContext(env).run("wound", { target: a(term("title", { title: "Frodo" })) });
    expect(wounds(env, frodo)).toBe(0);
    expect(t.state.log.some((e) => e.type === "prevented")).toBe(true);
    expect(t.state.pending).toEqual([]);
  });
});

describe("heal", () => {
  it("removes one wound, and does nothing to a character with none", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"), { wounds: 2 });
    const merry = t.put(companion("Merry"));
    createContext(t.env()).run("heal", { target: every(term("type", { type: "companion" })) });
    expect([wounds(t.env(), sam), wounds(t.env(), merry)]).toEqual([1, 0]);
  });

  it("`heal a companion` chooses a wounded one", () => {
    const t = new Table();
    t.put(companion("Merry"));
    const sam = t.put(companion("Sam"), { wounds: 1 });
    createContext(t.env()).run("heal", { target: a(term("type", { type: "companion" })) });
    expect(wounds(t.env(), sam)).toBe(0);
  });
});

describe("twilight", () => {
  it("add (N) grows the pool", () => {
    const t = new Table();
    createContext(t.env()).run("add-twilight", { n: 2 });
    expect(t.state.pools.twilight).toBe(2);
  });

  it("remove (N) as a cost is refused when the pool has fewer; as an effect removes what there is", () => {
    const t = new Table();
    t.state.pools.twilight = 1;
    const ctx = createContext(t.env());
    expect(ctx.canPay("remove-twilight", { n: 2 })).toBe(false);
    expect(ctx.pay("remove-twilight", { n: 2 })).toBe(false);
    expect(t.state.pools.twilight).toBe(1);
    ctx.run("remove-twilight", { n: 2 });
    expect(t.state.pools.twilight).toBe(0);
  });
});

describe("burdens", () => {
  it("adds and removes burdens on the Ring-bearer; removing is refused as a cost without enough", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { resistance: 10 }));
    t.ringBearer(frodo);
    const ctx = createContext(t.env());
    ctx.run("add-burdens", { n: 2 });
    expect(tokens(t.state, frodo, "burden")).toBe(2);
    expect(ctx.pay("remove-burdens", { n: 3 })).toBe(false);
    ctx.run("remove-burdens", { n: 3 });
    expect(tokens(t.state, frodo, "burden")).toBe(0);
  });

  it("corrupts the Ring-bearer when burdens reach resistance", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { resistance: 2 }));
    t.ringBearer(frodo);
    createContext(t.env()).run("add-burdens", { n: 2 });
    expect(lotr(t.state).winner).toBe(SH);
  });

  it("make-ring-bearer passes the burdens and sets resistance", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const sam = t.put(companion("Sam", { resistance: 0 }));
    t.ringBearer(frodo);
    t.state.cards[frodo]!.tokens.burden = 3;
    createContext(t.env()).run("make-ring-bearer", { target: a(term("title", { title: "Sam" })), resistance: 5 });
    expect(lotr(t.state).ringBearer[FP]).toBe(sam);
    expect(tokens(t.state, sam, "burden")).toBe(3);
  });
});

describe("cards between zones", () => {
  it("draws as many as possible from the top", () => {
    const t = new Table();
    const top = t.put(companion("A"), { zone: ZONES.drawDeck });
    t.put(companion("B"), { zone: ZONES.drawDeck });
    createContext(t.env()).run("draw-cards", { n: 1 });
    expect(cardsIn(t.state, FP, ZONES.hand)).toEqual([top]);
    createContext(t.env()).run("draw-cards", { n: 5 });
    expect(cardsIn(t.state, FP, ZONES.hand)).toHaveLength(2);
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([]);
  });

  it("discard puts a card in play, and what it bears, in the discard pile", () => {
    const t = new Table();
    const aragorn = t.put(companion("Aragorn"));
    const sword = t.put({ title: "Sword", type: "possession", strength: 2 }, { on: aragorn });
    createContext(t.env({ source: aragorn })).run("discard", { target: self });
    expect(cardsIn(t.state, FP, ZONES.discard).sort((x, y) => x - y)).toEqual([aragorn, sword].sort((x, y) => x - y));
  });

  it("discard-from-hand takes cards from hand, and as a cost needs enough of them", () => {
    const t = new Table();
    t.put(companion("A"), { zone: ZONES.hand });
    const ctx = createContext(t.env());
    const two = { filter: { quantifier: "count", count: 2, terms: [] } };
    expect(ctx.canPay("discard-from-hand", { target: two })).toBe(false);
    t.put(companion("B"), { zone: ZONES.hand });
    expect(ctx.pay("discard-from-hand", { target: two })).toBe(true);
    expect(cardsIn(t.state, FP, ZONES.discard)).toHaveLength(2);
  });

  it("take-into-hand and place-beneath-draw-deck move cards from the named zone", () => {
    const t = new Table();
    const x = t.put({ title: "Event", type: "event", culture: "gandalf" }, { zone: ZONES.discard });
    const deck = t.put(companion("Deck"), { zone: ZONES.drawDeck });
    createContext(t.env()).run("take-into-hand", { target: a(term("culture", { culture: "gandalf" })), zone: "your discard pile" });
    expect(t.state.cards[x]!.zone).toBe(ZONES.hand);
    createContext(t.env()).run("place-beneath-draw-deck", { target: a(), zone: "hand" });
    expect(cardsIn(t.state, FP, ZONES.drawDeck)).toEqual([deck, x]);
  });

  it("discards the top cards of a player's draw deck", () => {
    const t = new Table();
    const top = t.put(minion("A"), { zone: ZONES.drawDeck });
    const next = t.put(minion("B"), { zone: ZONES.drawDeck });
    createContext(t.env({ controller: FP })).run("discard-top-of-draw-deck", { who: "shadow-player", n: 1, per: null });
    expect(cardsIn(t.state, SH, ZONES.discard)).toEqual([top]);
    createContext(t.env({ controller: FP })).run("discard-top-of-draw-deck", { who: "opponent", n: null, per: null });
    expect(cardsIn(t.state, SH, ZONES.discard)).toEqual([top, next]);
  });

  it("remove-from discards a card attached to the chosen character", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    const curse = t.put({ title: "Curse", type: "condition", side: "shadow" }, { on: frodo, owner: SH });
    createContext(t.env()).run("remove-from", { target: a(term("side", { side: "shadow" })), from: a(term("type", { type: "companion" })) });
    expect(t.state.cards[curse]!.zone).toBe(ZONES.discard);
  });

  it("look-at-hand and reveal-hand log the opponent's hand", () => {
    const t = new Table();
    const orc = t.put(minion("Orc"), { zone: ZONES.hand });
    createContext(t.env()).run("look-at-hand", { who: "opponent" });
    createContext(t.env()).run("reveal-hand", {});
    expect(t.state.log.filter((e) => e.type === "look-at-hand" || e.type === "reveal-hand").map((e) => e.cards)).toEqual([[orc], [orc]]);
  });

  it("play-next-site puts the controller's next site on the path, replacing an opponent's", () => {
    const t = new Table();
    const theirs = t.put({ title: "Their 2", type: "site", site: 2 }, { zone: ZONES.adventurePath, owner: SH });
    const mine = t.put({ title: "My 2", type: "site", site: 2 }, { zone: ZONES.adventureDeck, owner: FP });
    createContext(t.env()).run("play-next-site", {});
    expect(t.state.zones[ZONES.adventurePath]).toEqual([mine]);
    expect(cardsIn(t.state, SH, ZONES.adventureDeck)).toEqual([theirs]);
  });
});

describe("strength and keywords", () => {
  it("strength counts possessions and modifiers; a skirmish bonus ends with the skirmish", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { strength: 6 }));
    t.put({ title: "Axe", type: "possession", strength: 2 }, { on: gimli });
    t.state.phase = "skirmish";
    startSkirmish(t.env(), gimli, []);
    createContext(t.env({ source: gimli })).run("modify-strength", { target: self, amount: 3 });
    expect(strength(t.env(), gimli)).toBe(11);
    expireModifiers(t.state, { kind: "end-of-skirmish" });
    expect(strength(t.env(), gimli)).toBe(8);
  });

  it("an explicit `until the regroup phase` outlasts the phase", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { strength: 6 }));
    const env = t.env({ source: gimli });
    env.step = { op: "modify-strength", args: {}, duration: { until: "start-of-phase", phase: "regroup", implicit: false } };
    createContext(env).run("modify-strength", { target: self, amount: 2 });
    expireModifiers(t.state, { kind: "end-of-phase" });
    expect(strength(t.env(), gimli)).toBe(8);
    expireModifiers(t.state, { kind: "start-of-phase", phase: "regroup" });
    expect(strength(t.env(), gimli)).toBe(6);
  });

  it("(limit +3) caps what one source gives the same character", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { strength: 6 }));
    const ctx = createContext(t.env({ source: gimli }));
    ctx.run("modify-strength", { target: self, amount: 2, limit: 3 });
    ctx.run("modify-strength", { target: self, amount: 2, limit: 3 });
    expect(strength(t.env(), gimli)).toBe(9);
  });

  it("(or +3 if he bears a hand weapon) is decided after the target is chosen", () => {
    const t = new Table();
    const dwarf = t.put(companion("Gimli", { race: "dwarf", strength: 6 }));
    t.put({ title: "Axe", type: "possession", itemClass: "hand-weapon", culture: "dwarven" }, { on: dwarf });
    const env = t.env();
    env.step = {
      op: "modify-strength",
      args: {},
      alternative: { arg: "amount", value: 3, condition: term("is-bearing", { who: { ref: "dwarf" }, item: a(term("item-class", { itemClass: "hand-weapon" })) }) },
    };
    createContext(env).run("modify-strength", { target: { ...a(term("race", { race: "dwarf" })), bind: "dwarf" }, amount: 2 });
    expect(strength(t.env(), dwarf)).toBe(9);
  });

  it("grant-keyword adds value keywords and flags others", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { keywords: ["Damage +1"] }));
    const ctx = createContext(t.env({ source: gimli }));
    ctx.run("grant-keyword", { target: self, keyword: "damage", amount: 1 });
    ctx.run("grant-keyword", { target: self, keyword: "fierce", amount: null });
    expect(keywordTotal(t.env(), gimli, "damage")).toBe(2);
    expect(modifiedFlag(t.env(), gimli, "keyword:fierce", false)).toBe(true);
  });
});
