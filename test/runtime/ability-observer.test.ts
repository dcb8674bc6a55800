/** The optional ability observer (runtime/core/observer.ts): what reports, through which Env, and nothing when absent. */
import { describe, expect, it } from "vitest";
import { useAbility } from "../../runtime/core/context.ts";
import { createEnv, withSource } from "../../runtime/core/env.ts";
import type { CompiledCard } from "../../runtime/core/handlers.ts";
import type { AbilityIR } from "../../runtime/core/ir.ts";
import { abilityIndexes } from "../../runtime/core/observer.ts";
import { applyStatic } from "../../runtime/core/statics.ts";
import { hasKeyword } from "../../runtime/core/terms.ts";
import { lotrRules } from "../../runtime/games/lotr-tcg/impl/index.ts";
import { strength } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { companion, Table } from "./builder.ts";

const damage = { kind: "keyword", keyword: "damage", value: 1, stats: {} };
const strong: AbilityIR = { kind: "static", condition: null, modifier: { op: "modify-strength-static", args: {} } };
const heal: AbilityIR = { kind: "activated", timings: ["fellowship"], condition: null, costs: [], effects: [] };

function table() {
  const t = new Table();
  const gimli = t.put(companion("Gimli", { id: "G1", race: "dwarf", strength: 6, abilities: [damage, heal] }));
  const seen: [string, object][] = [];
  const env = createEnv({ state: t.state, defs: t.defs, rules: lotrRules, source: gimli, observe: (card, ability) => seen.push([card, ability]) });
  return { t, gimli, seen, env };
}

describe("ability observer", () => {
  it("is told the definition id and the ability's IR when a handler runs or a keyword is read", () => {
    const { gimli, seen, env } = table();
    expect(useAbility(env, { ir: heal })).toBe("done");
    expect(hasKeyword(env, gimli, "damage")).toBe(true);
    expect(hasKeyword(env, gimli, "archer")).toBe(false);
    expect(seen).toEqual([
      ["G1", heal],
      ["G1", damage],
    ]);
  });

  it("rides on the Env: withSource keeps it, and a plain Env reports nothing", () => {
    const { t, gimli, env } = table();
    expect(withSource(env, null).observe).toBe(env.observe);
    expect(t.env().observe).toBeUndefined();
    expect(() => useAbility(t.env({ source: gimli }), { ir: heal })).not.toThrow();
  });

  it("a static ability's records carry it only when observed, and report when they apply", () => {
    const { t, gimli, seen, env } = table();
    const rules = { ...lotrRules.implementations, "modify-strength-static": { kind: "modifier" as const, effects: () => [{ property: "strength", delta: 2 }] } };
    const observed = { ...env, rules: { ...lotrRules, implementations: rules } };
    const [rec] = applyStatic(observed, gimli, strong);
    expect(rec!.origin).toBe(strong);
    expect(strength(observed, gimli)).toBe(8);
    expect(seen.at(-1)).toEqual(["G1", strong]);
    const [plain] = applyStatic({ ...t.env(), rules: observed.rules }, gimli, strong);
    expect(plain!.origin).toBeUndefined();
  });

  it("maps definition and handler IR objects back to their ability index", () => {
    const { t } = table();
    const handlers: Record<string, CompiledCard> = { G1: { id: "G1", abilities: [{ ir: { ...damage } }, { ir: { ...heal } }] } };
    const indexes = abilityIndexes(t.defs, handlers);
    expect(indexes.get(damage)).toEqual({ card: "G1", index: 0 });
    expect(indexes.get(handlers.G1!.abilities[1]!.ir as object)).toEqual({ card: "G1", index: 1 });
    expect(indexes.get({ ...heal })).toBeUndefined();
  });
});
