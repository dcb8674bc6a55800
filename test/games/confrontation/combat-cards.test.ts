import { describe, expect, it } from "vitest";
import { combatCardsOf } from "../../../runtime/games/confrontation/cards.ts";
import { alive, cardId, choose, moveTo, playCards, position, regionOf } from "./positions.ts";
import type { GameState } from "../../../runtime/games/confrontation/state.ts";

/** The Black Rider (3) in Caradhras attacks Gimli (3) in Eregion: neither has a battle text. */
const battle = (fellowship: Record<string, string> = {}, sauron: Record<string, string> = {}): GameState =>
  moveTo(position({ Gimli: "Eregion", Frodo: "The Shire", ...fellowship }, { "Black Rider": "Caradhras", ...sauron }), "Black Rider", "Eregion");

describe("strength cards", () => {
  it.each(combatCardsOf("sauron").filter((c) => c.might !== null).map((c) => c.title))("Sauron %s adds its value", (title) => {
    const s = playCards(battle(), { sauron: title, fellowship: "1" });
    // 3 + v against 3 + 1: v = 1 ties (both defeated), more wins
    expect(alive(s, "Gimli")).toBe(false);
    expect(alive(s, "Black Rider")).toBe(title === "1" ? false : true);
  });
  it.each(combatCardsOf("fellowship").filter((c) => c.might !== null).map((c) => c.title))("Fellowship %s adds its value", (title) => {
    const s = playCards(battle(), { sauron: "3", fellowship: title });
    const v = Number(title);
    expect(alive(s, "Black Rider")).toBe(v < 3);
    expect(alive(s, "Gimli")).toBe(v > 3);
  });
});

describe("Fellowship text cards", () => {
  it("Retreat: your character retreats backwards (you choose where)", () => {
    let s = playCards(battle(), { sauron: "6", fellowship: "Retreat" });
    expect(s.pending).toMatchObject({ kind: "choice", player: "fellowship", optional: false });
    s = choose(s, "Cardolan");
    expect(regionOf(s, "Gimli")).toBe("Cardolan");
    expect(alive(s, "Black Rider")).toBe(true);
  });
  it("Retreat with nowhere to go does nothing (value 0)", () => {
    const s = playCards(battle({ Sam: "Arthedain", Merry: "Arthedain", Pippin: "Cardolan", Legolas: "Cardolan" }), { sauron: "1", fellowship: "Retreat" });
    expect(alive(s, "Gimli")).toBe(false); // 3 + 0 < 3 + 1
  });
  it("Elven Cloak: Sauron's strength card counts 0", () => {
    const s = playCards(battle(), { sauron: "6", fellowship: "Elven Cloak" });
    expect(alive(s, "Gimli") || alive(s, "Black Rider")).toBe(false); // 3 + 0 = 3 + 0
  });
  it("Noble Sacrifice: both characters are defeated", () => {
    const s = playCards(battle(), { sauron: "1", fellowship: "Noble Sacrifice" });
    expect(alive(s, "Gimli") || alive(s, "Black Rider")).toBe(false);
  });
  it("Magic counts as one of your used cards (the documented reading)", () => {
    const start = battle();
    const used = [cardId("fellowship", "5"), cardId("fellowship", "1")];
    start.hands.fellowship.available = start.hands.fellowship.available.filter((c) => !used.includes(c));
    start.hands.fellowship.used = used;
    let s = playCards(start, { sauron: "4", fellowship: "Magic" });
    expect(s.pending).toMatchObject({ kind: "choice", player: "fellowship" });
    s = choose(s, "counts as 5");
    expect(alive(s, "Black Rider")).toBe(false); // 3 + 5 > 3 + 4
    expect(alive(s, "Gimli")).toBe(true);
  });
  it("Magic with no used card does nothing", () => {
    const s = playCards(battle(), { sauron: "1", fellowship: "Magic" });
    expect(alive(s, "Gimli")).toBe(false);
  });
});

describe("Sauron text cards", () => {
  it("Retreat: your character retreats sideways", () => {
    const s = moveTo(position({ Gimli: "Misty Mountains", Frodo: "The Shire" }, { "Black Rider": "Fangorn", Orcs: "Rohan", Warg: "Rohan" }, "fellowship"), "Gimli", "Fangorn");
    const t = playCards(s, { sauron: "Retreat", fellowship: "5" });
    expect(regionOf(t, "Black Rider")).toBe("Mirkwood"); // Rohan is full of Sauron's pieces
    expect(alive(t, "Gimli")).toBe(true);
  });
  it("Eye of Sauron: the Fellowship's text card is ignored", () => {
    const s = playCards(battle(), { sauron: "Eye of Sauron", fellowship: "Noble Sacrifice" });
    expect(alive(s, "Gimli") || alive(s, "Black Rider")).toBe(false); // tie 3 + 0 = 3 + 0, not the sacrifice
    const t = playCards(battle({}, {}), { sauron: "Eye of Sauron", fellowship: "Retreat" });
    expect(regionOf(t, "Gimli")).toBeNull();
  });
  it("Magic counts as one of Sauron's used cards", () => {
    const start = battle();
    // one used card: Magic counts as it at once
    start.hands.sauron.available = start.hands.sauron.available.filter((c) => c !== cardId("sauron", "Eye of Sauron"));
    start.hands.sauron.used = [cardId("sauron", "Eye of Sauron")];
    const s = playCards(start, { sauron: "Magic", fellowship: "Noble Sacrifice" });
    expect(alive(s, "Gimli") || alive(s, "Black Rider")).toBe(false); // cloak ignored → 3 = 3
    expect(s.log.some((e) => e.text.includes("counts as Eye of Sauron"))).toBe(true);
  });
});

describe("the hand of combat cards", () => {
  it("used cards lie face up; after all nine are used, the player takes them all back", () => {
    let s = battle();
    s.hands.fellowship.available = [cardId("fellowship", "5")];
    s.hands.fellowship.used = combatCardsOf("fellowship").map((c) => c.id).filter((c) => c !== cardId("fellowship", "5"));
    s = playCards(s, { sauron: "1", fellowship: "5" });
    expect(s.hands.fellowship.used).toEqual([]);
    expect(s.hands.fellowship.available).toHaveLength(9);
    expect(s.hands.sauron.used).toEqual([cardId("sauron", "1")]);

  });
});
