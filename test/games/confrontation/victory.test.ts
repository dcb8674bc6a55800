import { describe, expect, it } from "vitest";
import { isOver, winner } from "../../../runtime/games/confrontation/engine.ts";
import { choose, moveTo, playCards, position } from "./positions.ts";

describe("victory", () => {
  it("the Fellowship wins when Frodo enters Mordor", () => {
    const s = moveTo(position({ Frodo: "Gondor" }, { Orcs: "Cardolan" }, "fellowship"), "Frodo", "Mordor");
    expect([isOver(s), winner(s), s.endReason]).toEqual([true, "fellowship", "frodo-in-mordor"]);
  });
  it("Frodo must survive the battle in Mordor", () => {
    let s = moveTo(position({ Frodo: "Gondor", Gimli: "The Shire" }, { Orcs: "Mordor", Balrog: "Mordor" }, "fellowship"), "Frodo", "Mordor");
    s = playCards(s, { sauron: "6", fellowship: "1" });
    expect([winner(s), s.endReason]).toEqual(["sauron", "frodo-defeated"]);
  });
  it("Sauron wins when Frodo is defeated", () => {
    const s = choose(moveTo(position({ Frodo: "Eregion", Gimli: "The Shire" }, { Orcs: "Caradhras" }), "Orcs", "Eregion"), null);
    expect([winner(s), s.endReason]).toEqual(["sauron", "frodo-defeated"]); // he does not retreat; the Orcs defeat him at once
    expect(s.pending).toBeNull();
  });
  it("Sauron wins with three characters in the Shire", () => {
    const s = moveTo(position({ Frodo: "Rohan" }, { Orcs: "The Shire", Warg: "The Shire", Saruman: "Arthedain" }), "Saruman", "The Shire");
    expect([winner(s), s.endReason]).toEqual(["sauron", "three-in-shire"]);
  });
  it("a player who cannot move loses", () => {
    // Sauron's only piece is in the Shire: it cannot go further forward
    const s = moveTo(position({ Frodo: "Rohan" }, { Orcs: "The Shire", Warg: "Gondor" }), "Warg", "Fangorn");
    expect(s.pending).toEqual({ kind: "move", player: "fellowship" });
    const t = moveTo(position({ Frodo: "Rohan", Sam: "Gondor" }, { Orcs: "The Shire" }, "fellowship"), "Sam", "Mordor");
    expect([winner(t), t.endReason]).toEqual(["fellowship", "no-move"]);
  });
});
