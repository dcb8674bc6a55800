/** The action step (digest §5.2): playing with its cost, destinations, moving, cycling, winnowing, the Ring token, passing. */
import { beforeEach, describe, expect, it } from "vitest";
import { addModifier } from "../../../runtime/core/modifiers.ts";
import { cardsIn, moveCard, type CardId, type GameState } from "../../../runtime/core/state.ts";
import { apply, legalActions, pendingDecision } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import type { Action } from "../../../runtime/games/war-of-the-ring/engine/types.ts";
import { carryOverLimitProp, wotr, ZONES } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { answerDecisions, envWith, find, started, toZone } from "./support/position.ts";
import { defs } from "./support/data-cards.ts";

let s: GameState;
const hand = (p: string) => cardsIn(s, p, ZONES.hand);
const zoneOf = (id: CardId) => s.cards[id]!.zone;
const plays = (card: CardId) => legalActions(s).filter((a): a is Extract<Action, { type: "play" }> => a.type === "play" && a.card === card);
const activeOf = (type: string) => cardsIn(s, "", ZONES.active).find((id) => defs[s.cards[id]!.def]!.type === type)!;

/** Frodo's hand made of these cards (the others back to his draw deck). */
function frodoHolds(...defIds: string[]): CardId[] {
  for (const id of hand("frodo")) moveCard(s, id, ZONES.drawDeck);
  return defIds.map((d) => {
    const id = find(s, d, "frodo");
    moveCard(s, id, ZONES.hand);
    return id;
  });
}

beforeEach(() => {
  s = started("trilogy", 1);
});

describe("playing a card", () => {
  it("costs a cycle of another hand card, chosen; the card goes where it was played", () => {
    const [frodo, sam, merry] = frodoHolds("hobbit-01", "hobbit-04", "hobbit-02");
    const path = activeOf("path");
    const a = plays(frodo!).find((x) => x.to === path)!;
    s = apply(s, a);
    expect(pendingDecision(s)?.purpose).toBe("play-cost");
    s = apply(s, { type: "choose", player: "frodo", card: merry! });
    expect(zoneOf(frodo!)).toBe(ZONES.atLocation);
    expect(s.cards[frodo!]!.attachedTo).toBe(path);
    expect(zoneOf(merry!)).toBe(ZONES.cyclePile);
    expect(hand("frodo")).toEqual([sam]);
  });

  it("the last card in hand costs a forsake instead (hand, reserve or the top of the draw deck)", () => {
    const [frodo] = frodoHolds("hobbit-01");
    const deckTop = cardsIn(s, "frodo", ZONES.drawDeck)[0]!;
    s = apply(s, plays(frodo!).find((x) => x.to === "reserve")!);
    // only the deck is left to forsake from: taken without asking
    expect(zoneOf(deckTop)).toBe(ZONES.eliminated);
    expect(zoneOf(frodo!)).toBe(ZONES.reserve);
  });

  it("armies go only to a battleground showing their faction for their side, or to reserve; never to a path", () => {
    const [riders] = frodoHolds("rohan-01", "hobbit-04");
    const bg = activeOf("battleground");
    const shows = ["wizard", "rohan"].some((f) => (defs[s.cards[bg]!.def]!.defenders as string[]).includes(f) && f === "rohan");
    const to = plays(riders!).map((a) => a.to);
    expect(to).toContain("reserve");
    expect(to).not.toContain(activeOf("path"));
    expect(to.includes(bg)).toBe(shows);
  });

  it("characters go to a path in their range, a battleground showing their faction, or reserve", () => {
    const [gimli, frodo, theoden] = frodoHolds("dwarf-01", "hobbit-01", "rohan-07");
    const path = activeOf("path"); // path 1
    expect(plays(gimli!).map((a) => a.to)).not.toContain(path); // 3-9
    expect(plays(frodo!).map((a) => a.to)).toContain(path);
    expect(plays(theoden!).map((a) => a.to)).not.toContain(path); // no range
  });

  it("items go onto a listed wielder in play, a teammate's too; never to reserve alone", () => {
    const [sting, x] = frodoHolds("hobbit-08", "hobbit-05");
    expect(plays(sting!)).toHaveLength(0);
    const frodo = find(s, "hobbit-01");
    toZone(s, frodo, ZONES.reserve);
    expect(plays(sting!).map((a) => a.to)).toEqual([frodo]);
    // Lembas (the Aragorn deck's) on Frodo's Hobbit
    const lembas = find(s, "elf-09");
    toZone(s, lembas, ZONES.hand);
    wotr(s).turn = 2; // Aragorn acts
    const to = legalActions(s).filter((a) => a.type === "play" && a.card === lembas);
    expect(to.map((a) => (a as { to: CardId }).to)).toEqual([frodo]);
    void x;
  });

  it("events resolve and are eliminated", () => {
    const [ev, other] = frodoHolds("hobbit-10", "hobbit-04");
    expect(defs["hobbit-10"]!.type).toBe("event");
    s = apply(s, plays(ev!)[0]!);
    expect(zoneOf(ev!)).toBe(ZONES.eliminated);
    expect(zoneOf(other!)).toBe(ZONES.cyclePile);
  });

  it("the same character or item is not played twice in a round", () => {
    const [frodo] = frodoHolds("hobbit-01", "hobbit-04", "hobbit-02");
    s = answerDecisions(apply(s, plays(frodo!).find((a) => a.to === "reserve")!));
    moveCard(s, frodo!, ZONES.hand);
    wotr(s).turn = 0;
    expect(plays(frodo!)).toHaveLength(0);
  });

  it("playing Gandalf the White (a card without text here) removes nothing: the removal is his text's, never the engine's", () => {
    const [white] = frodoHolds("wizard-02", "hobbit-04");
    const grey = find(s, "wizard-01");
    const staff = find(s, "wizard-07");
    toZone(s, grey, ZONES.reserve);
    moveCard(s, staff, "attached", { attachedTo: grey });
    s = apply(s, plays(white!).find((a) => a.to === "reserve")!);
    expect(zoneOf(grey)).toBe(ZONES.reserve);
    expect(zoneOf(staff)).toBe("attached");
    expect(zoneOf(white!)).toBe(ZONES.reserve);
  });
});

describe("other actions", () => {
  it("a card played to reserve does not move out in that round; later it moves to a location in range", () => {
    const [frodo] = frodoHolds("hobbit-01", "hobbit-04", "hobbit-02");
    s = answerDecisions(apply(s, plays(frodo!).find((a) => a.to === "reserve")!));
    wotr(s).turn = 0;
    expect(legalActions(s).some((a) => a.type === "move")).toBe(false);
    wotr(s).playedToReserve = [];
    const moves = legalActions(s).filter((a) => a.type === "move");
    expect(moves.map((a) => (a as { to: CardId }).to)).toEqual([activeOf("path")]);
    s = apply(s, moves[0]!);
    expect(zoneOf(frodo!)).toBe(ZONES.atLocation);
  });

  it("cycle one hand card; winnow eliminates 2 and draws 1", () => {
    const [a, b, c] = frodoHolds("hobbit-01", "hobbit-04", "hobbit-02");
    s = apply(s, { type: "cycle", player: "frodo", card: a! });
    expect(zoneOf(a!)).toBe(ZONES.cyclePile);
    wotr(s).turn = 0;
    // two cards: both must go, nothing is asked
    s = apply(s, { type: "winnow", player: "frodo" });
    expect(zoneOf(b!)).toBe(ZONES.eliminated);
    expect(zoneOf(c!)).toBe(ZONES.eliminated);
    expect(hand("frodo")).toHaveLength(1);
  });

  it("Trilogy Ring token: once a game, draw 2", () => {
    frodoHolds("hobbit-01");
    s = apply(s, { type: "ring", player: "frodo" });
    expect(hand("frodo")).toHaveLength(3);
    expect(wotr(s).ring.frodo).toBe(0);
    wotr(s).turn = 0;
    expect(legalActions(s).some((a) => a.type === "ring")).toBe(false);
  });

  it("Duel Ring token: once a round, draw 3 then eliminate 1 and cycle 1", () => {
    s = started("duel", 1);
    const before = hand("gandalf").length;
    s = answerDecisions(apply(s, { type: "ring", player: "gandalf" }));
    expect(hand("gandalf")).toHaveLength(before + 1);
    expect(cardsIn(s, "gandalf", ZONES.eliminated)).toHaveLength(1);
    wotr(s).turn = 0;
    expect(legalActions(s).some((a) => a.type === "ring")).toBe(false);
  });

  it("passing: only within the carry-over limit, or with fewer cards than every enemy deck", () => {
    frodoHolds("hobbit-01", "hobbit-04", "hobbit-02");
    const canPass = () => legalActions(s).some((a) => a.type === "pass");
    // 3 cards, limit 2, enemies hold 5
    expect(canPass()).toBe(true);
    for (const e of ["witch-king", "saruman"]) for (const id of hand(e).slice(1)) moveCard(s, id, ZONES.drawDeck);
    expect(canPass()).toBe(false);
    addModifier(envWith(s), { property: carryOverLimitProp("frodo"), delta: 1, targets: { global: true }, duration: { kind: "permanent" } });
    expect(canPass()).toBe(true);
  });

  it("the step ends when all pass in a row; a deck over its limit then cycles its extras", () => {
    // everyone passes; Frodo holds 5 with the enemies' 5: he cannot pass until he is below them or at his limit
    for (const e of ["witch-king", "aragorn", "saruman"]) for (const id of hand(e).slice(2)) moveCard(s, id, ZONES.drawDeck);
    expect(legalActions(s).some((a) => a.type === "pass")).toBe(false);
    for (const id of hand("frodo").slice(1)) moveCard(s, id, ZONES.drawDeck);
    // Frodo 1, the enemies 2: all may pass
    const round = wotr(s).round;
    for (let k = 0; k < 4; k++) s = apply(s, { type: "pass", player: wotr(s).order[wotr(s).turn]! });
    s = answerDecisions(s);
    expect(wotr(s).round).toBe(round + 1);
  });

  it("over the limit at the end of the step: the extras are cycled (a deck that passed below every enemy)", () => {
    addModifier(envWith(s), { property: carryOverLimitProp("frodo"), delta: -2, targets: { global: true }, duration: { kind: "permanent" } });
    for (const e of ["witch-king", "aragorn", "saruman"]) for (const id of hand(e).slice(2)) moveCard(s, id, ZONES.drawDeck);
    for (const id of hand("frodo").slice(1)) moveCard(s, id, ZONES.drawDeck);
    const kept = hand("frodo")[0]!;
    // Frodo holds 1 with limit 0, fewer than each enemy's 2: he may pass
    expect(legalActions(s).some((a) => a.type === "pass")).toBe(true);
    for (let k = 0; k < 4; k++) s = apply(s, { type: "pass", player: wotr(s).order[wotr(s).turn]! });
    s = answerDecisions(s);
    expect(zoneOf(kept)).toBe(ZONES.cyclePile);
  });
});
