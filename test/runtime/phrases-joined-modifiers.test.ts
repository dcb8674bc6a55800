/** Modifiers joined by `and` in one static sentence (`Bearer is strength +2 and damage +1 while skirmishing a Nazgûl.`). */
import { describe, expect, it } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { renderCardText } from "../../compiler/render/render.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";

const compile = (kind: string, stats: string, body: string) => {
  const src = `game lotr-tcg\nset 1\ncard 1R32 "Brand" {\n  ${kind}\n  ${stats}\n\n  ${body}\n}\n`;
  const result = check([parse(src, "t.card").file]);
  const card = result.sets[0]!.cards[0]!;
  return { diagnostics: result.diagnostics.map((d) => d.message), ability: card.abilities[0] as unknown as Record<string, unknown>, text: renderCardText(card, lotrTcg) };
};
const weapon = (body: string) => compile("Gondor possession, hand weapon", "twilight 0, strength +1", body);
const minion = (body: string) => compile("unique Ringwraith minion, Nazgûl", "twilight 5, strength 10, vitality 3, site 3", body);

describe("modifiers joined by `and` (compiler)", () => {
  it("two modifiers under a trailing `while` condition, rendered as written", () => {
    const r = weapon("Bearer is strength +2 and damage +1 while skirmishing a Nazgûl.");
    expect(r.diagnostics).toEqual([]);
    expect(r.ability).toMatchObject({
      kind: "static",
      conditionAfter: true,
      condition: { op: "skirmishing" },
      modifier: { op: "strength-bonus", args: { target: { ref: "bearer" }, amount: 2 } },
      joined: [{ op: "keyword-bonus", args: { target: { ref: "bearer" }, keyword: "damage", amount: 1 } }],
    });
    expect(r.text).toBe("Bearer is strength +2 and damage +1 while skirmishing a Nazgûl.");
  });
  it("two keywords without a condition", () => {
    const r = minion("Brand is fierce and damage +1.");
    expect(r.diagnostics).toEqual([]);
    expect(r.ability).toMatchObject({ kind: "static", condition: null, modifier: { op: "keyword-bonus", args: { keyword: "fierce" } }, joined: [{ op: "keyword-bonus", args: { keyword: "damage", amount: 1 } }] });
    expect(r.text).toBe("Brand is fierce and damage +1.");
  });
  it("a noun-phrase subject and a leading `While` condition", () => {
    const r = minion("While you can spot a Hobbit, each Nazgûl is strength +2 and damage +1.");
    expect(r.diagnostics).toEqual([]);
    expect(r.ability).toMatchObject({ condition: { op: "can-spot" }, modifier: { op: "strength-bonus" }, joined: [{ op: "keyword-bonus" }] });
    expect(r.text).toBe("While you can spot a Hobbit, each Nazgûl is strength +2 and damage +1.");
  });
  it("a single modifier has no `joined`, and `and` inside one modifier's own pattern is not split", () => {
    const one = weapon("Bearer is strength +2 while skirmishing a Nazgûl.");
    expect(one.ability.joined).toBeUndefined();
    const also = minion("Each archer companion and archer ally is strength +1.");
    expect(also.diagnostics).toEqual([]);
    expect(also.ability).toMatchObject({ modifier: { op: "strength-bonus" } });
    expect(also.ability.joined).toBeUndefined();
  });
  it("a part that is no modifier is diagnosed", () => {
    const r = weapon("Bearer is strength +2 and heal a companion.");
    expect(r.diagnostics.length).toBeGreaterThan(0);
  });
});
