import { describe, expect, it } from "vitest";
import { SETUP } from "../../../runtime/games/confrontation/board.ts";
import { actorOf, apply, legalActions, newGame } from "../../../runtime/games/confrontation/engine.ts";
import { countIn } from "../../../runtime/games/confrontation/rules.ts";
import { view } from "../../../runtime/games/confrontation/view.ts";

describe("secret set-up", () => {
  it("Sauron, then the Fellowship, place nine pieces each exactly as the set-up says; then Sauron moves first", () => {
    let s = newGame({ seed: 7 });
    const order: string[] = [];
    while (s.pending?.kind === "place") {
      const side = actorOf(s)!;
      order.push(side);
      const acts = legalActions(s);
      for (const a of acts) expect(a.type === "place" && Object.hasOwn(SETUP[side], a.region)).toBe(true);
      s = apply(s, acts[acts.length - 1]!);
    }
    expect(order).toEqual([...Array(9).fill("sauron"), ...Array(9).fill("fellowship")]);
    for (const side of ["fellowship", "sauron"] as const) for (const [r, n] of Object.entries(SETUP[side])) expect(countIn(s, r, side)).toBe(n);
    expect(s.pending).toEqual({ kind: "move", player: "sauron" });
  });

  it("offers only regions whose quota is not yet filled", () => {
    let s = newGame({ seed: 3 });
    s = apply(s, { type: "place", piece: s.pieces.find((p) => p.side === "sauron")!.id, region: "Gondor" });
    const regions = legalActions(s).map((a) => (a as { region: string }).region);
    expect(regions).not.toContain("Gondor");
    expect(regions).toContain("Mordor");
    expect(() => apply(s, { type: "place", piece: s.pieces.find((p) => p.side === "sauron" && !p.region)!.id, region: "Gondor" })).toThrow(/illegal/);
  });

  it("keeps placements secret: the enemy sees where pieces stand, not who they are", () => {
    let s = newGame({ seed: 5 });
    for (let i = 0; i < 9; i++) s = apply(s, legalActions(s)[0]!);
    const v = view(s, "fellowship");
    for (const p of v.pieces.filter((p) => p.side === "sauron")) {
      expect(p.card).toBeNull();
      expect(p.region).not.toBeNull();
    }
    expect(v.log.filter((e) => e.only === "sauron")).toEqual([]);
    expect(view(s, "sauron").pieces.every((p) => p.side === "fellowship" || p.card !== null)).toBe(true);
  });

  it("piece ids say nothing: the same id is another character in another game", () => {
    const cards = new Set([1, 2, 3, 4, 5, 6].map((seed) => newGame({ seed }).pieces[0]!.card));
    expect(cards.size).toBeGreaterThan(1);
  });
});
