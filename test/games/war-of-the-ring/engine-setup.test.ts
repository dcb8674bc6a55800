/** Set-up per scenario (digest §3, §8) and the first location step. */
import { describe, expect, it } from "vitest";
import { cardsIn, type GameState } from "../../../runtime/core/state.ts";
import { actorOf } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import { wotr, ZONES } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { defs } from "./support/data-cards.ts";
import { started } from "./support/position.ts";

const zone = (s: GameState, p: string, z: string) => cardsIn(s, p, z).length;
const active = (s: GameState) => cardsIn(s, "", ZONES.active).map((id) => defs[s.cards[id]!.def]!);

describe("set-up", () => {
  it("Trilogy: four decks in two teams, each draws 7 and cycles 2, Frodo starts; a Free Peoples battleground and a path 1 are active", () => {
    const s = started("trilogy", 3);
    expect(s.players.map((p) => p.id)).toEqual(["frodo", "witch-king", "aragorn", "saruman"]);
    expect(s.teams).toEqual([
      ["frodo", "aragorn"],
      ["witch-king", "saruman"],
    ]);
    for (const p of ["frodo", "witch-king", "aragorn", "saruman"]) {
      expect(zone(s, p, ZONES.hand)).toBe(5);
      expect(zone(s, p, ZONES.cyclePile)).toBe(2);
      expect(zone(s, p, ZONES.drawDeck)).toBe(31 - 7);
    }
    const x = wotr(s);
    expect(x.round).toBe(1);
    expect(x.order[x.starting]).toBe("frodo");
    expect(actorOf(s)).toBe("frodo");
    expect(x.ring).toEqual({ frodo: 1, "witch-king": 1, aragorn: 1, saruman: 1 });
    const a = active(s);
    expect(a.map((d) => d.type).sort()).toEqual(["battleground", "path"]);
    expect(a.find((d) => d.type === "path")!.path).toBe(1);
    expect(a.find((d) => d.type === "battleground")!.side).toBe("free-peoples");
    expect(cardsIn(s, "", ZONES.pathDeck)).toHaveLength(26);
    // the path deck is ordered 1–9
    const numbers = cardsIn(s, "", ZONES.pathDeck).map((id) => defs[s.cards[id]!.def]!.path as number);
    expect(numbers).toEqual(numbers.slice().sort((p, q) => p - q));
    expect(cardsIn(s, "", ZONES.battlegroundDeckFreePeoples)).toHaveLength(6);
    expect(cardsIn(s, "", ZONES.battlegroundDeckShadow)).toHaveLength(7);
  });

  it("2-player Duel: Gandalf draws 4 and the Witch-king 6, no cycling; Gandalf starts", () => {
    const s = started("duel", 2);
    expect(s.players.map((p) => p.id)).toEqual(["gandalf", "witch-king"]);
    expect(zone(s, "gandalf", ZONES.hand)).toBe(4);
    expect(zone(s, "witch-king", ZONES.hand)).toBe(6);
    expect(zone(s, "gandalf", ZONES.cyclePile)).toBe(0);
    expect(actorOf(s)).toBe("gandalf");
  });

  it("3-player Duel: Gandalf 6 with no cycling, each Shadow deck 7 then cycles 2; turn order Gandalf, Witch-king, Gandalf, Saruman", () => {
    const s = started("duel-3", 2);
    expect(wotr(s).order).toEqual(["gandalf", "witch-king", "gandalf", "saruman"]);
    expect(zone(s, "gandalf", ZONES.hand)).toBe(6);
    expect(zone(s, "witch-king", ZONES.hand)).toBe(5);
    expect(zone(s, "saruman", ZONES.hand)).toBe(5);
    expect(zone(s, "witch-king", ZONES.cyclePile)).toBe(2);
  });

  it("Fellowship: the Balrog starts; only the scenario's locations, Minas Morgul in round 1, a path 1 of its two", () => {
    const s = started("fellowship", 5);
    expect(actorOf(s)).toBe("balrog");
    expect(wotr(s).ring).toEqual({ balrog: 0, gandalf: 0 });
    const a = active(s);
    expect(a.find((d) => d.type === "battleground")!.title).toBe("Minas Morgul");
    expect(["Bucklebury Ferry", "Gildor's Encampment"]).toContain(a.find((d) => d.type === "path")!.title);
    const inGame = [...cardsIn(s, "", ZONES.pathDeck), ...cardsIn(s, "", ZONES.active)].filter((id) => defs[s.cards[id]!.def]!.type === "path");
    expect(inGame).toHaveLength(2 + 2 + 2 + 3 + 3 + 1);
    for (const p of ["balrog", "gandalf"]) expect(zone(s, p, ZONES.hand)).toBe(5);
  });
});
