import { describe, expect, it } from "vitest";
import { act, alive, moveTo, pieceOf, playCards, position, regionOf } from "./positions.ts";

const gimliBattle = () => moveTo(position({ Gimli: "Eregion", Frodo: "The Shire" }, { "Black Rider": "Caradhras" }), "Black Rider", "Eregion");

describe("battle order", () => {
  it("both pieces are revealed during the battle", () => {
    const s = gimliBattle();
    expect(pieceOf(s, "Gimli").revealed && pieceOf(s, "Black Rider").revealed).toBe(true);
  });
  it("text cards resolve before strength cards", () => {
    const s = playCards(gimliBattle(), { sauron: "6", fellowship: "Retreat" });
    expect(s.pending?.kind).toBe("choice"); // the retreat is asked before any total is made
  });
  it("Sauron's text resolves first: his Retreat beats the Noble Sacrifice", () => {
    const s = moveTo(position({ Gimli: "Misty Mountains", Frodo: "The Shire" }, { "Black Rider": "Fangorn", Orcs: "Rohan", Warg: "Rohan" }, "fellowship"), "Gimli", "Fangorn");
    const t = playCards(s, { sauron: "Retreat", fellowship: "Noble Sacrifice" });
    expect(alive(t, "Gimli") && alive(t, "Black Rider")).toBe(true);
    expect(regionOf(t, "Black Rider")).toBe("Mirkwood");
  });
  it("a tie defeats both", () => {
    const s = playCards(gimliBattle(), { sauron: "2", fellowship: "2" });
    expect(alive(s, "Gimli") || alive(s, "Black Rider")).toBe(false);
  });
  it("battles repeat until one side remains; survivors are hidden again", () => {
    let s = moveTo(position({ Gimli: "Eregion", Legolas: "Eregion", Frodo: "The Shire" }, { Shelob: "Caradhras", Warg: "Mordor" }), "Shelob", "Eregion");
    s = playCards(s, { sauron: "6", fellowship: "1" });
    // Shelob won the first battle: she returns to Gondor, so the attack ends with the other elf/dwarf still there
    expect(regionOf(s, "Shelob")).toBe("Gondor");
    let t = moveTo(position({ Gimli: "Eregion", Legolas: "Eregion", Frodo: "The Shire" }, { "Cave Troll": "Caradhras" }), "Cave Troll", "Eregion");
    expect(t.battle!.number).toBe(1);
    t = playCards(t, { sauron: "1", fellowship: "1" });
    expect(t.battle!.number).toBe(2); // the second defender fights at once
    t = playCards(t, { sauron: "2", fellowship: "2" });
    expect(t.battle).toBeNull();
    expect(regionOf(t, "Cave Troll")).toBe("Eregion");
    expect(pieceOf(t, "Cave Troll").revealed).toBe(false);
    expect(t.pending).toEqual({ kind: "move", player: "fellowship" });
  });
  it("with a revealed enemy and unrevealed ones, the attacker chooses: the revealed one, or one at random", () => {
    const s0 = position({ Gimli: "Eregion", Legolas: "Eregion", Frodo: "The Shire" }, { "Black Rider": "Caradhras" });
    pieceOf(s0, "Legolas").revealed = true;
    const s = moveTo(s0, "Black Rider", "Eregion");
    expect(s.pending).toEqual({ kind: "defender", player: "sauron" });
    const t = act(s, { type: "defender", piece: null });
    expect(t.battle!.defender).toBe(pieceOf(t, "Gimli").id);
  });
});
