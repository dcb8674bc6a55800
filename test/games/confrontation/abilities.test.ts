import { describe, expect, it } from "vitest";
import { legalActions } from "../../../runtime/games/confrontation/engine.ts";
import { view } from "../../../runtime/games/confrontation/view.ts";
import { act, alive, choose, idOf, moveTo, pieceOf, playCards, position, regionOf } from "./positions.ts";

const movesOf = (s: ReturnType<typeof position>, title: string) =>
  legalActions(s)
    .filter((a) => a.type === "move" && a.piece === idOf(s, title))
    .map((a) => (a as { to: string }).to)
    .sort();

describe("Fellowship characters", () => {
  it("Frodo, attacked, may retreat sideways", () => {
    let s = moveTo(position({ Frodo: "Eregion", Gimli: "The Shire" }, { "Black Rider": "Caradhras" }), "Black Rider", "Eregion");
    expect(s.pending).toMatchObject({ kind: "choice", player: "fellowship", optional: true });
    s = choose(s, "Rhudaur");
    expect(regionOf(s, "Frodo")).toBe("Rhudaur");
    expect(alive(s, "Black Rider")).toBe(true);
    expect(s.pending).toEqual({ kind: "move", player: "fellowship" });
  });
  it("Frodo may also stay and fight", () => {
    let s = moveTo(position({ Frodo: "Eregion", Gimli: "The Shire" }, { "Black Rider": "Caradhras" }), "Black Rider", "Eregion");
    s = choose(s, null);
    expect(s.pending).toMatchObject({ kind: "card" });
  });
  it("Pippin, attacking, may retreat backwards", () => {
    let s = moveTo(position({ Pippin: "Rhudaur", Frodo: "The Shire" }, { Saruman: "High Pass" }, "fellowship"), "Pippin", "High Pass");
    s = choose(s, "Rhudaur"); // backwards from High Pass
    expect(regionOf(s, "Pippin")).toBe("Rhudaur");
    expect(alive(s, "Saruman")).toBe(true);
  });
  it("Sam may take Frodo's place when Frodo is attacked in his region, with strength 5", () => {
    const start = position({ Frodo: "Eregion", Sam: "Eregion" }, { "Black Rider": "Caradhras" });
    pieceOf(start, "Frodo").revealed = true; // known from an earlier battle, so the attacker may pick him
    let s = moveTo(start, "Black Rider", "Eregion");
    expect(s.pending).toMatchObject({ kind: "defender", player: "sauron" });
    s = act(s, { type: "defender", piece: idOf(s, "Frodo") });
    s = choose(s, "takes Frodo's place"); // Sam's text comes before Frodo's (he stands beside him)
    expect(s.battle!.defender).toBe(idOf(s, "Sam"));
    s = playCards(s, { sauron: "1", fellowship: "1" });
    expect(alive(s, "Black Rider")).toBe(false); // 5 + 1 beats 3 + 1
    expect(alive(s, "Sam") && alive(s, "Frodo")).toBe(true);
  });
  it("Merry defeats the Witch-king at once", () => {
    const s = moveTo(position({ Merry: "Eregion", Frodo: "The Shire" }, { "Witch-king": "Caradhras" }), "Witch-king", "Eregion");
    expect(alive(s, "Witch-king")).toBe(false);
    expect(alive(s, "Merry")).toBe(true);
    expect(s.hands.sauron.used).toEqual([]); // no cards were played
  });
  it("Gimli defeats the Orcs at once, before the Orcs' own text", () => {
    const s = moveTo(position({ Gimli: "Eregion", Frodo: "The Shire" }, { Orcs: "Caradhras" }), "Orcs", "Eregion");
    expect(alive(s, "Orcs")).toBe(false);
    expect(alive(s, "Gimli")).toBe(true);
  });
  it("Legolas defeats the Flying Nazgûl at once", () => {
    const s = moveTo(position({ Legolas: "Rhudaur", Frodo: "The Shire" }, { "Flying Nazgûl": "Mordor" }), "Flying Nazgûl", "Rhudaur");
    expect(alive(s, "Flying Nazgûl")).toBe(false);
  });
  it("Aragorn may attack any adjacent region, but moves only forward into empty ones", () => {
    const s = position({ Aragorn: "Eregion", Frodo: "The Shire" }, { Orcs: "Rhudaur", Warg: "Cardolan", Saruman: "Caradhras" }, "fellowship");
    expect(movesOf(s, "Aragorn")).toEqual(["Caradhras", "Cardolan", "Fangorn", "Misty Mountains", "Rhudaur"]); // Fangorn: the Tunnel
    const t = position({ Gimli: "Eregion", Frodo: "The Shire" }, { Orcs: "Rhudaur", Warg: "Cardolan" }, "fellowship");
    expect(movesOf(t, "Gimli")).toEqual(["Caradhras", "Fangorn", "Misty Mountains"]);
  });
  it("Gandalf: the Sauron player plays his card first, face up", () => {
    let s = moveTo(position({ Gandalf: "Eregion", Frodo: "The Shire" }, { Saruman: "Caradhras" }), "Saruman", "Eregion");
    s = choose(s, null); // Saruman lets cards be played
    expect(s.pending).toEqual({ kind: "card", player: "sauron" });
    s = act(s, { type: "card", card: s.hands.sauron.available[5]! });
    expect(view(s, "fellowship").battle!.cards.sauron).toBe(s.battle!.cards.sauron);
    const plain = moveTo(position({ Gimli: "Eregion", Frodo: "The Shire" }, { Warg: "Caradhras" }), "Warg", "Eregion");
    const t = act(plain, { type: "card", card: plain.hands.sauron.available[0]! });
    expect(view(t, "fellowship").battle!.cards.sauron).toBe("?");
  });
  it("Boromir and his opponent are both defeated", () => {
    const s = moveTo(position({ Boromir: "Eregion", Frodo: "The Shire" }, { "Cave Troll": "Caradhras" }), "Cave Troll", "Eregion");
    expect(alive(s, "Boromir") || alive(s, "Cave Troll")).toBe(false);
  });
});

describe("Sauron characters", () => {
  it("the Orcs, attacking, defeat the first enemy at once; the second battle is fought", () => {
    let s = moveTo(position({ Pippin: "Eregion", Merry: "Eregion", Frodo: "The Shire" }, { Orcs: "Caradhras" }), "Orcs", "Eregion");
    expect(s.pieces.filter((p) => p.side === "fellowship" && p.defeated && p.region === null).length).toBe(7); // 6 off the board + 1
    // the other hobbit fights normally
    if (s.pending?.kind === "choice") s = choose(s, null); // Pippin would have no text as defender; nothing else asks
    expect(s.pending).toMatchObject({ kind: "card" });
    expect(s.battle!.number).toBe(2);
  });
  it("the Warg: the enemy character's text is ignored", () => {
    const s = moveTo(position({ Frodo: "Eregion", Gimli: "The Shire" }, { Warg: "Caradhras" }), "Warg", "Eregion");
    expect(s.pending).toMatchObject({ kind: "card", player: "sauron" }); // no retreat offered to Frodo
    const b = moveTo(position({ Boromir: "Eregion", Frodo: "The Shire" }, { Warg: "Caradhras" }), "Warg", "Eregion");
    expect(alive(b, "Warg") && alive(b, "Boromir")).toBe(true);
  });
  it("the Black Rider may move forward any number of regions to attack", () => {
    const s = position({ Frodo: "Eregion", Gimli: "The Shire" }, { "Black Rider": "Gondor" });
    expect(movesOf(s, "Black Rider")).toEqual(["Eregion", "Fangorn", "Rohan", "The Shire"]); // as far as the Shire
    const a = legalActions(s).find((x) => x.type === "move" && x.to === "Eregion")!;
    expect((a as { via: string[] }).via.length).toBeGreaterThanOrEqual(2);
    const blocked = position({ Frodo: "Eregion", Gimli: "Caradhras", Sam: "Misty Mountains" }, { "Black Rider": "Fangorn" });
    expect(movesOf(blocked, "Black Rider")).toEqual(["Caradhras", "Misty Mountains"]);
  });
  it("the Flying Nazgûl may attack a lone enemy in any region", () => {
    const s = position({ Frodo: "The Shire", Sam: "The Shire", Gimli: "Cardolan" }, { "Flying Nazgûl": "Mordor" });
    expect(movesOf(s, "Flying Nazgûl")).toEqual(["Cardolan", "Dagorlad", "Gondor"]);
  });
  it("Saruman may decide that no combat cards are played", () => {
    let s = moveTo(position({ Gimli: "Eregion", Frodo: "The Shire" }, { Saruman: "Caradhras" }), "Saruman", "Eregion");
    s = choose(s, "no combat cards");
    expect(alive(s, "Gimli")).toBe(false); // 4 beats 3
    expect(s.hands.fellowship.used).toEqual([]);
  });
  it("Shelob, after winning a battle, returns to Gondor", () => {
    let s = moveTo(position({ Gimli: "Caradhras", Frodo: "The Shire" }, { Shelob: "Fangorn" }), "Shelob", "Caradhras");
    s = playCards(s, { sauron: "1", fellowship: "1" });
    expect(alive(s, "Gimli")).toBe(false);
    expect(regionOf(s, "Shelob")).toBe("Gondor");
  });
  it("the Witch-king may attack sideways, only into enemies", () => {
    const s = position({ Gimli: "Rohan", Frodo: "The Shire" }, { "Witch-king": "Fangorn", Orcs: "Mirkwood" }, "sauron");
    expect(movesOf(s, "Witch-king")).toEqual(["Caradhras", "Misty Mountains", "Rohan"]);
    expect(movesOf(s, "Orcs")).toEqual(["High Pass", "Misty Mountains"]);
  });
  it("the Balrog in Caradhras defeats a character using the Tunnel of Moria", () => {
    const s = moveTo(position({ Gimli: "Eregion", Frodo: "The Shire" }, { Balrog: "Caradhras" }, "fellowship"), "Gimli", "Fangorn");
    expect(alive(s, "Gimli")).toBe(false);
    const t = moveTo(position({ Gimli: "Eregion", Frodo: "The Shire" }, { Balrog: "Rohan" }, "fellowship"), "Gimli", "Fangorn");
    expect(regionOf(t, "Gimli")).toBe("Fangorn");
    const f = moveTo(position({ Frodo: "Eregion" }, { Balrog: "Caradhras" }, "fellowship"), "Frodo", "Fangorn");
    expect(f.winner).toBe("sauron");
  });
  it("the Cave Troll: the Sauron card played has no value or text", () => {
    let s = moveTo(position({ Aragorn: "Eregion", Frodo: "The Shire" }, { "Cave Troll": "Caradhras" }), "Cave Troll", "Eregion");
    s = playCards(s, { sauron: "6", fellowship: "5" });
    expect(alive(s, "Aragorn") || alive(s, "Cave Troll")).toBe(false); // 4 + 5 = 9 + 0
  });
});
