/** The core phrase layer (runtime/core/phrases): every game includes and implements it; `and`/`or`/`not`; a step's `(limit N)`. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useAbility } from "../../runtime/core/context.ts";
import type { CompiledAbility } from "../../runtime/core/handlers.ts";
import type { PhraseCall } from "../../runtime/core/ir.ts";
import { conditionCombinators } from "../../runtime/core/phrases/combinators.ts";
import { coreImplementations } from "../../runtime/core/phrases/impl.ts";
import { corePhrases } from "../../runtime/core/phrases/index.ts";
import { implementations as lotrImpls } from "../../runtime/games/lotr-tcg/impl/index.ts";
import { plugins } from "../../runtime/games/registry.ts";
import { companion, SH, Table } from "./builder.ts";

describe("the core phrase set", () => {
  it("declares exactly the phrases it implements, with the same kinds", () => {
    expect(Object.keys(coreImplementations).sort()).toEqual(corePhrases.map((p) => p.id).sort());
    for (const p of corePhrases) expect(coreImplementations[p.id]!.kind).toBe(p.kind);
  });

  it("is in every game's vocabulary, and each game implements it", () => {
    expect(plugins.length).toBeGreaterThan(1);
    for (const { vocabulary, implementations } of plugins) {
      for (const p of corePhrases) {
        expect(vocabulary.phrases).toContain(p);
        expect((implementations[p.id] as { kind?: string } | undefined)?.kind, `${vocabulary.game}: ${p.id}`).toBe(p.kind);
      }
    }
  });

  it("names no game word", () => {
    const text = JSON.stringify(corePhrases).toLowerCase();
    for (const word of ["fellowship", "burden", "twilight", "ring", "spot", "region", "minion", "companion"]) expect(text).not.toContain(word);
  });
});

// A condition tree over constant leaves: `t` holds, `f` does not.
type Tree = { leaf: boolean } | { op: "both-conditions" | "either-condition"; first: Tree; second: Tree } | { op: "not-condition"; condition: Tree };
const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((rec) => ({
  t: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.boolean().map((leaf) => ({ leaf })),
    fc.record({ op: fc.constantFrom("both-conditions" as const, "either-condition" as const), first: rec("t"), second: rec("t") }),
    fc.record({ op: fc.constant("not-condition" as const), condition: rec("t") }),
  ),
})).t;

const callOf = (t: Tree): PhraseCall =>
  "leaf" in t ? { op: t.leaf ? "t" : "f", args: {} } : t.op === "not-condition" ? { op: t.op, args: { condition: callOf(t.condition) } } : { op: t.op, args: { first: callOf(t.first), second: callOf(t.second) } };
const meaning = (t: Tree): boolean => ("leaf" in t ? t.leaf : t.op === "not-condition" ? !meaning(t.condition) : t.op === "both-conditions" ? meaning(t.first) && meaning(t.second) : meaning(t.first) || meaning(t.second));

describe("the core condition combinators", () => {
  const combinators = conditionCombinators((call: PhraseCall): boolean => (call.op === "t" ? true : call.op === "f" ? false : combinators[call.op]!(call.args)));

  it("mean and, or and not over any nesting; not(not c) ≡ c", () => {
    fc.assert(
      fc.property(tree, (t) => {
        const call = callOf(t);
        expect(combinators[call.op]?.(call.args) ?? call.op === "t").toBe(meaning(t));
        const twice = { op: "not-condition", args: { condition: { op: "not-condition", args: { condition: call } } } };
        expect(combinators["not-condition"]!(twice.args)).toBe(meaning(t));
      }),
    );
  });

  it("hold for no malformed argument, negated or not", () => {
    expect(combinators["not-condition"]!({ condition: 3 })).toBe(false);
    expect(combinators["either-condition"]!({ first: null, second: null })).toBe(false);
  });

  it("test the game's own conditions on the card kernel (burdens; each other game tests its own in test/games/)", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    t.state.cards[frodo]!.tokens.burden = 1;
    const two = { op: "can-spot-burdens", args: { n: 2 } };
    expect(coreImplementations["not-condition"]!.kind === "condition" && coreImplementations["not-condition"]!.test(t.env(), { condition: two })).toBe(true);
    t.state.cards[frodo]!.tokens.burden = 2;
    expect(lotrImpls["not-condition"]!.kind === "condition" && lotrImpls["not-condition"]!.test(t.env(), { condition: two })).toBe(false);

  });
});

describe("a step's (limit N)", () => {
  const addTwilight = (n: number, limit: number): CompiledAbility => ({
    ir: { kind: "activated", timings: ["shadow"], condition: null, costs: [], effects: [{ op: "add-twilight", args: { n }, limit: { arg: "n", value: limit } }] },
    effects: [(ctx) => ctx.run("add-twilight", { n })],
  });

  it("caps the amount the phrase reads: min(value, limit)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (n, limit) => {
        const t = new Table();
        expect(useAbility(t.env({ controller: SH }), addTwilight(n, limit))).toBe("done");
        expect(t.state.pools.twilight).toBe(Math.min(n, limit));
        expect(t.state.pools.twilight).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 40 },
    );
  });

  it("reads X as bound, then caps it", () => {
    const t = new Table();
    const ability: CompiledAbility = {
      ir: { kind: "activated", timings: ["shadow"], condition: null, costs: [], effects: [{ op: "add-twilight", args: { n: "X" }, limit: { arg: "n", value: 5 } }] },
      effects: [(ctx) => ctx.run("add-twilight", { n: "X" })],
    };
    expect(useAbility(t.env({ controller: SH, bindings: { X: { number: 7 } } }), ability)).toBe("done");
    expect(t.state.pools.twilight).toBe(5);
  });
});
