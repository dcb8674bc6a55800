import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { hasKeyword } from "../../runtime/core/terms.ts";
import { strength } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { a, minion, Table, term } from "./builder.ts";

describe("modify-strength-and-keyword without a value (`and fierce`)", () => {
  it("gives strength and the keyword itself", () => {
    const t = new Table();
    const uruk = t.put(minion("Uruk", { race: "uruk-hai", strength: 7 }));
    expect(hasKeyword(t.env(), uruk, "fierce")).toBe(false);
    createContext(t.env()).run("modify-strength-and-keyword", { target: a(term("race", { race: "uruk-hai" })), amount: "+4", keyword: "fierce" });
    expect(strength(t.env(), uruk)).toBe(11);
    expect(hasKeyword(t.env(), uruk, "fierce")).toBe(true);
  });
});
