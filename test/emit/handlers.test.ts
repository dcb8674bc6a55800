import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import type { AbilityContext } from "../../runtime/core/handlers.ts";
import { HOSTILE, card, sampleSet } from "./sample-set.ts";
import { importHandlers } from "./import-emitted.ts";

/** An AbilityContext that records every call and answers true/1. */
function recorder() {
  const calls: [string, string, unknown][] = [];
  const ctx: AbilityContext = {
    canPay: (id, args) => (calls.push(["canPay", id, args]), true),
    pay: (id, args) => (calls.push(["pay", id, args]), true),
    run: (id, args) => void calls.push(["run", id, args]),
    test: (id, args) => (calls.push(["test", id, args]), true),
    value: (id, args) => (calls.push(["value", id, args]), 1),
    branch: (holds, then, otherwise) => void (holds ? then : otherwise).forEach((s) => s(ctx)),
  };
  return { ctx, calls };
}

describe("set<NN>.js handlers", () => {
  it("exports the game, the set number and every card in id order with its IR", async () => {
    const mod = await importHandlers(emitSet(sampleSet));
    expect(mod.game).toBe("test-game");
    expect(mod.set).toBe(7);
    expect(mod.default).toBe(mod.cards);
    expect(mod.cards.map((c: { id: string }) => c.id)).toEqual(["7R3", "7U10", "7C20"]);
    expect(mod.cards[1].abilities.map((a: { ir: unknown }) => a.ir)).toEqual(sampleSet.cards[2]!.abilities);
  });

  it("compiles conditions to tests, costs to payments and effects to runs, in IR order", async () => {
    const mod = await importHandlers(emitSet(sampleSet));
    const [keyword, activated] = mod.cards[0].abilities;
    expect(Object.keys(keyword)).toEqual(["ir"]);
    const { ctx, calls } = recorder();
    for (const s of [...activated.requirements, ...activated.costs, ...activated.effects]) s(ctx);
    expect(calls).toEqual([
      ["test", "at-site", { n: 3 }],
      ["pay", "exert", { target: { ref: "self" } }],
      ["run", "modify-strength", { target: { ref: "self" }, amount: 2 }],
    ]);
    const watcher = mod.cards[1].abilities;
    expect(watcher.map((a: object) => Object.keys(a))).toEqual([
      ["ir", "requirements"],
      ["ir"],
      ["ir", "requirements"],
      ["ir", "requirements", "effects"],
      ["ir", "costs", "effects"],
    ]);
    const trigger = recorder();
    watcher[3].requirements[0](trigger.ctx);
    expect(trigger.calls).toEqual([["test", "in-play", {}]]);
  });

  it("passes one constant arguments object per step on every call (equal arguments share it)", async () => {
    const files = emitSet(sampleSet);
    const mod = await importHandlers(files);
    const activated = mod.cards[0].abilities[1];
    const first = recorder();
    const again = recorder();
    for (const s of [...activated.costs, ...activated.effects]) {
      s(first.ctx);
      s(again.ctx);
    }
    expect(again.calls.map((c) => c[2])).toEqual(first.calls.map((c) => c[2]));
    first.calls.forEach((c, i) => expect(again.calls[i]![2]).toBe(c[2]));
    // `{ ref: "self" }`-style arguments written once each: no literal is declared twice
    const js = files.find((f) => f.path.endsWith(".js"))!.contents;
    const literals = [...js.matchAll(/^const a\d+ = (.*);$/gm)].map((m) => m[1]);
    expect(literals.length).toBeGreaterThan(0);
    expect(new Set(literals).size).toBe(literals.length);
  });

  it("passes the phrase's own arguments and leaves alternatives to the engine via the IR", async () => {
    const mod = await importHandlers(emitSet(sampleSet));
    const axe = mod.cards[2].abilities[0];
    const { ctx, calls } = recorder();
    axe.effects[0](ctx);
    expect(calls).toEqual([["run", "modify-strength", axe.ir.effects[0].args]]);
    expect(calls[0]![2]).toMatchObject({ amount: 2 });
    expect(axe.ir.effects[0].alternative.value).toBe(3);
  });

  it("embeds hostile ids, titles and arguments safely and round-trips them", async () => {
    const cards = HOSTILE.map((s, i) =>
      card({
        id: `${i}${s}`,
        title: s,
        text: s,
        abilities: [{ kind: "trigger", starter: null, trigger: { op: s, args: { [s]: s } }, condition: null, costs: [], effects: [{ op: s, args: { [s]: [s, { ref: s }] } }] }],
      }),
    );
    const files = emitSet({ game: "test-game", number: 1, name: HOSTILE[3]!, cards });
    const js = files.find((f) => f.path.endsWith(".js"))!.contents;
    for (const bad of ["</script", "\u2028", "\u2029"]) expect(js.includes(bad), JSON.stringify(bad)).toBe(false);
    const mod = await importHandlers(files);
    expect(mod.cards).toHaveLength(HOSTILE.length);
    for (const [i, s] of HOSTILE.entries()) {
      const compiled = mod.cards.find((c: { id: string }) => c.id === `${i}${s}`);
      expect(compiled, s).toBeDefined();
      expect(Object.getPrototypeOf(compiled.abilities[0].ir.trigger.args)).toBe(Object.prototype);
      expect(compiled.abilities[0].ir).toEqual(cards[i]!.abilities[0]);
      const { ctx, calls } = recorder();
      compiled.abilities[0].effects[0](ctx);
      expect(calls).toEqual([["run", s, { [s]: [s, { ref: s }] }]]);
      expect(Object.keys(calls[0]![2] as object)).toEqual([s]);
    }
  });
});
