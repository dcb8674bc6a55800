/** `each`, `neither`, `either` in a condition (runtime/core/group-conditions.ts): the condition tested on each card of the group. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holds } from "../../runtime/core/args.ts";
import type { FilterIR, PhraseCall } from "../../runtime/core/ir.ts";
import { companion, Table } from "./builder.ts";

const titled = (title: string): FilterIR => ({ filter: { quantifier: "a", terms: [{ op: "title", args: { title } }] } });
const exhausted = (pronoun: "each" | "neither" | "either", titles: string[]): PhraseCall => ({
  op: "has-keyword",
  args: { who: { filter: { quantifier: pronoun === "each" ? "every" : "a", terms: [], anyOf: titles.map(titled), pronoun } }, keyword: "exhausted", amount: null },
});

describe("a condition on a group pronoun", () => {
  it("holds for each when all pass, for neither when none does, for either when one does", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 2, maxLength: 4 }), (flags) => {
        const t = new Table();
        const titles = flags.map((_, k) => `Hobbit ${k}`);
        flags.forEach((tired, k) => t.put(companion(titles[k]!), { wounds: tired ? 3 : 0 }));
        const env = t.env();
        expect(holds(env, exhausted("each", titles))).toBe(flags.every(Boolean));
        expect(holds(env, exhausted("neither", titles))).toBe(!flags.some(Boolean));
        expect(holds(env, exhausted("either", titles))).toBe(flags.some(Boolean));
      }),
      { numRuns: 60 },
    );
  });

  it("is the same inside the core combinators (`… and neither is exhausted`)", () => {
    const t = new Table();
    t.put(companion("Frodo"));
    t.put(companion("Sam"), { wounds: 3 });
    const both = (second: PhraseCall): PhraseCall => ({ op: "both-conditions", args: { first: { op: "can-spot-all", args: { targets: [titled("Frodo"), titled("Sam")] } }, second } });
    expect(holds(t.env(), both(exhausted("neither", ["Frodo", "Sam"])))).toBe(false);
    expect(holds(t.env(), both(exhausted("either", ["Frodo", "Sam"])))).toBe(true);
    // without the group, the filter means every Frodo or Sam: both exhausted, which they are not
    expect(holds(t.env(), { op: "has-keyword", args: { who: { filter: { quantifier: "a", terms: [], anyOf: [titled("Frodo"), titled("Sam")] } }, keyword: "exhausted", amount: null } })).toBe(false);
  });
});
