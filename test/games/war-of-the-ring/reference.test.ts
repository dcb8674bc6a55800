/** The game's reference sheet read for `cardc coverage --reference`: one card per distinct card, stats under the vocabulary's names. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { warOfTheRingReference } from "../../../runtime/games/war-of-the-ring/reference.ts";

const sheet = JSON.parse(readFileSync(new URL("../../../../shared/data/wotr-card-game.json", import.meta.url), "utf8"));

describe("the reference sheet", () => {
  const cards = warOfTheRingReference.read(sheet)!;

  it("lists the 41 locations and each distinct faction card once (copies are one card, with copy 1's id)", () => {
    const copies = sheet.cards.filter((c: { copy?: number }) => (c.copy ?? 1) > 1).length;
    expect(cards.length).toBe(41 + 124 - copies);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    expect(cards.filter((c) => c.id.startsWith("path-")).length).toBe(27);
  });

  it("gives a character its path range, and path icons as shields or skulls by side", () => {
    const strider = cards.find((c) => c.title === "Strider")!;
    expect(strider.stats).toMatchObject({ paths: [2, 3, 4, 5, 6], shields: 2, attack: 1, defence: 1 });
    const shadow = sheet.cards.find((c: { side: string; type: string; strength: number }) => c.side === "shadow" && c.type === "character" && c.strength > 0);
    expect(cards.find((c) => c.id === shadow.id)!.stats).toMatchObject({ skulls: shadow.strength });
  });

  it("gives a battleground its factions and a path its number", () => {
    expect(cards.find((c) => c.id === "bg-helms-deep")!.stats).toEqual({ vp: 2, shields: 2, defenders: ["wizard", "rohan"], attackers: ["isengard"] });
    expect(cards.find((c) => c.id === "path-1-bag-end")!.stats).toEqual({ path: 1, vp: 1, shields: 0 });
  });

  it("is not a reader of other files", () => {
    expect(warOfTheRingReference.read([{ id: "1U12", title: "Gimli" }])).toBeNull();
    expect(warOfTheRingReference.read(null)).toBeNull();
    expect(warOfTheRingReference.read({ cards: [] })).toBeNull();
  });
});
