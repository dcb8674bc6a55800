/** The built-in `such` term (`(or all such Free Peoples possessions if …)`): the cards its `as` argument names. */
import { describe, expect, it } from "vitest";
import { candidates } from "../../runtime/core/filters.ts";
import type { CardId } from "../../runtime/core/state.ts";
import { companion, every, filter, FP, minion, SH, Table, term } from "./builder.ts";

const possession = (itemClass: string) => filter("a", [term("item-class", { itemClass }), term("type", { type: "possession" })]);

describe("such", () => {
  it("keeps the cards of the kinds its `as` filter names, with the phrase's other terms", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    const orc = t.put(minion("Orc"));
    const item = (title: string, itemClass: string, on: CardId, side = "free-peoples") =>
      t.put({ title, type: "possession", itemClass, side }, { on, owner: side === "shadow" ? SH : FP });
    const helm = item("Helm", "helm", gimli);
    const shield = item("Shield", "shield", gimli);
    item("Axe", "hand weapon", gimli);
    item("Orc Helm", "helm", orc, "shadow");
    const as = filter("a", [], { anyOf: [possession("helm"), possession("shield")] });
    const such = every(term("such", { as }), term("side", { side: "free-peoples" }), term("type", { type: "possession" }));
    expect(candidates(t.env(), such).sort()).toEqual([helm, shield].sort());
  });
});
