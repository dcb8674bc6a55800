/** More rules, one test each: forsake's choice, items with their wielder, battleground decks, the combat order, rotations. */
import { beforeEach, describe, expect, it } from "vitest";
import { cardsIn, moveCard, type CardId, type GameState } from "../../../runtime/core/state.ts";
import { apply, legalActions, pendingDecision } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import { cycle, eliminate, forsake, reactivateOrActivate } from "../../../runtime/games/war-of-the-ring/state/actions.ts";
import { resolveCombat } from "../../../runtime/games/war-of-the-ring/state/combat.ts";
import { wotr, ZONES } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { playerOfFaction, playersOfSide } from "../../../runtime/games/war-of-the-ring/state/players.ts";
import { defs } from "./support/data-cards.ts";
import { activate, answerDecisions, atLocation, clearTable, envWith, find, started, toZone, wield } from "./support/position.ts";

let s: GameState;
const zoneOf = (id: CardId) => s.cards[id]!.zone;

/** Everyone empties their hand and passes: on to the next round. */
function nextRound(x: GameState): GameState {
  for (const p of x.players) for (const id of cardsIn(x, p.id, ZONES.hand)) moveCard(x, id, ZONES.drawDeck);
  let t = x;
  const round = wotr(t).round;
  while (wotr(t).round === round && wotr(t).winner === null) {
    const legal = legalActions(t);
    t = apply(t, legal.find((a) => a.type === "pass") ?? legal[0]!);
  }
  return answerDecisions(t);
}

beforeEach(() => {
  s = started("trilogy", 1);
});

describe("players as card text names them", () => {
  it("'the Hobbit player' is the deck with that faction; 'each Free Peoples player' every deck of the side, twice for a Duel's single deck", () => {
    expect(playerOfFaction(s, "hobbit")).toBe("frodo");
    expect(playerOfFaction(s, "monstrous")).toBe("saruman");
    expect(playersOfSide(s, "free-peoples")).toEqual(["frodo", "aragorn"]);
    const d = started("duel", 1);
    expect(playerOfFaction(d, "elf")).toBe("gandalf");
    expect(playersOfSide(d, "shadow")).toEqual(["witch-king", "witch-king"]);
    const d3 = started("duel-3", 1);
    expect(playersOfSide(d3, "free-peoples")).toEqual(["gandalf", "gandalf"]);
    expect(playersOfSide(d3, "shadow")).toEqual(["witch-king", "saruman"]);
  });
});

describe("cards and their places", () => {
  it("forsake: the deck chooses hand, reserve (an item apart from its wielder) or the top of the draw deck, blind", () => {
    const frodo = find(s, "hobbit-01");
    const sting = find(s, "hobbit-08");
    toZone(s, frodo, ZONES.reserve);
    wield(s, sting, frodo);
    const env = envWith(s, [1, [sting]], "frodo");
    forsake(env, "frodo");
    expect(env.asked[0]).toMatchObject({ kind: "option", purpose: "forsake-from", options: ["hand", "reserve", "deck"] });
    expect(zoneOf(sting)).toBe(ZONES.eliminated);
    expect(zoneOf(frodo)).toBe(ZONES.reserve);
    const top = cardsIn(s, "frodo", ZONES.drawDeck)[0]!;
    forsake(envWith(s, [2], "frodo"), "frodo");
    expect(zoneOf(top)).toBe(ZONES.eliminated);
  });

  it("items go with their wielder: cycled with it, to their owner's pile (a teammate's item on a Hobbit)", () => {
    const frodo = find(s, "hobbit-01");
    const lembas = find(s, "elf-09"); // the Aragorn deck's
    toZone(s, frodo, ZONES.reserve);
    wield(s, lembas, frodo);
    cycle(envWith(s), frodo);
    expect(zoneOf(frodo)).toBe(ZONES.cyclePile);
    expect(cardsIn(s, "aragorn", ZONES.cyclePile)).toContain(lembas);
  });

  it("eliminated with their wielder, wherever it is", () => {
    const path = cardsIn(s, "", ZONES.active).find((id) => defs[s.cards[id]!.def]!.type === "path")!;
    const sam = find(s, "hobbit-04");
    const coat = find(s, "hobbit-09");
    atLocation(s, sam, path);
    wield(s, coat, sam);
    eliminate(envWith(s), sam);
    expect(zoneOf(coat)).toBe(ZONES.eliminated);
  });

  it("a moved character takes its items along", () => {
    const frodo = find(s, "hobbit-01");
    const sting = find(s, "hobbit-08");
    toZone(s, frodo, ZONES.reserve);
    wield(s, sting, frodo);
    const move = legalActions(s).find((a) => a.type === "move" && a.card === frodo)!;
    s = apply(s, move);
    expect(zoneOf(frodo)).toBe(ZONES.atLocation);
    expect(s.cards[sting]!.attachedTo).toBe(frodo);
  });
});

describe("locations", () => {
  it("the location step draws from the other team's battleground deck when the starting team's is empty", () => {
    for (const id of cardsIn(s, "", ZONES.battlegroundDeckFreePeoples)) moveCard(s, id, ZONES.outOfGame);
    // round 2: the Witch-king starts (Shadow deck), round 3 Aragorn: the Free Peoples deck is empty
    s = nextRound(s);
    s = nextRound(s);
    const bg = cardsIn(s, "", ZONES.active).find((id) => defs[s.cards[id]!.def]!.type === "battleground");
    expect(wotr(s).order[wotr(s).starting]).toBe("aragorn");
    expect(defs[s.cards[bg!]!.def]!.side).toBe("shadow");
  });

  it("(re)activate: from the deck if it is there, else from the scoring area that holds it", () => {
    clearTable(s);
    const lorien = find(s, "bg-lorien");
    const env = envWith(s, [], "frodo");
    expect(reactivateOrActivate(env, lorien)).toBe(true);
    expect(zoneOf(lorien)).toBe(ZONES.active);
    resolveCombat(env, lorien);
    expect(zoneOf(lorien)).toBe(ZONES.scoringFreePeoples);
    expect(reactivateOrActivate(env, lorien)).toBe(true);
    expect(zoneOf(lorien)).toBe(ZONES.active);
    expect(wotr(s).reactivatedFromOpponent).not.toContain(lorien);
  });

  it("combat is resolved on every active location, in the order the starting player chooses", () => {
    s = started("trilogy", 1);
    const extra = cardsIn(s, "", ZONES.battlegroundDeckShadow)[0]!;
    activate(s, extra);
    for (const p of s.players) for (const id of cardsIn(s, p.id, ZONES.hand)) moveCard(s, id, ZONES.drawDeck);
    let t = s;
    for (let k = 0; k < 4; k++) t = apply(t, { type: "pass", player: wotr(t).order[wotr(t).turn]! });
    const d = pendingDecision(t)!;
    expect(d).toMatchObject({ kind: "option", purpose: "combat-order", player: "frodo" });
    expect(d.kind === "option" && d.options).toHaveLength(3);
  });

  it("Fellowship: the battlegrounds come in the scenario's order (round 4: Lórien and Dol Guldur) and the game ends after path 6", () => {
    let f = started("fellowship", 3);
    const titles: string[][] = [];
    while (wotr(f).winner === null) {
      titles.push(
        cardsIn(f, "", ZONES.active)
          .filter((id) => defs[f.cards[id]!.def]!.type === "battleground")
          .map((id) => defs[f.cards[id]!.def]!.title)
          .sort(),
      );
      f = nextRound(f);
    }
    expect(titles.slice(0, 4)).toEqual([["Minas Morgul"], ["Rivendell"], ["Moria"], ["Dol Guldur", "Lórien"]]);
    expect(wotr(f).lastPath).toBeLessThanOrEqual(6);
    if (wotr(f).ending === "last-path") expect(wotr(f).lastPath).toBe(6);
  });

  it("3-player Duel: the starting player token goes Gandalf, Witch-king, Gandalf, Saruman", () => {
    let d = started("duel-3", 2);
    const starts: string[] = [];
    for (let k = 0; k < 4 && wotr(d).winner === null; k++) {
      starts.push(wotr(d).order[wotr(d).starting]!);
      d = nextRound(d);
    }
    expect(starts).toEqual(["gandalf", "witch-king", "gandalf", "saruman"].slice(0, starts.length));
  });
});
