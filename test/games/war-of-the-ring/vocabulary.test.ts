/** The War of the Ring vocabulary: declared ⇔ implemented, each phrase documented and its slots typed, the game's words. */
import { describe, expect, it } from "vitest";
import { corePhrases } from "../../../runtime/core/phrases/index.ts";
import { pluginOf } from "../../../runtime/games/registry.ts";
import { implementations, warOfTheRingRules } from "../../../runtime/games/war-of-the-ring/impl/index.ts";
import { warOfTheRing } from "../../../runtime/games/war-of-the-ring/vocabulary/index.ts";

const slots = (pattern: string): string[] => [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe("the War of the Ring vocabulary", () => {
  it("is the registered plugin's, with its implementations and rules", () => {
    const p = pluginOf("war-of-the-ring")!;
    expect(p.vocabulary).toBe(warOfTheRing);
    expect(p.implementations).toBe(implementations);
    expect(p.rules).toBe(warOfTheRingRules);
    expect(warOfTheRingRules.implementations).toBe(implementations);
  });

  it("implements exactly the declared phrases, each with its kind", () => {
    expect(Object.keys(implementations).sort()).toEqual(warOfTheRing.phrases.map((p) => p.id).sort());
    for (const p of warOfTheRing.phrases) expect(implementations[p.id]!.kind, p.id).toBe(p.kind);
  });

  it("can pay every effect declared `alsoCost`", () => {
    for (const p of warOfTheRing.phrases.filter((x) => x.alsoCost)) {
      const impl = implementations[p.id]!;
      expect(impl.kind === "effect" && typeof impl.canPay === "function", p.id).toBe(true);
    }
  });

  it("includes the core phrases", () => {
    for (const p of corePhrases) expect(warOfTheRing.phrases).toContain(p);
  });

  it("declares each phrase once, documented, every slot a parameter and every parameter a slot of some pattern", () => {
    const ids = warOfTheRing.phrases.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of warOfTheRing.phrases) {
      expect(p.doc.length, p.id).toBeGreaterThan(10);
      const params = p.params.map((x) => x.name);
      const used = new Set(p.patterns.flatMap(slots));
      for (const s of used) expect(params, `${p.id}: {${s}}`).toContain(s);
      for (const x of params) expect(used.has(x), `${p.id}: ${x}`).toBe(true);
      if (p.renders) expect(p.renders.length, p.id).toBe(p.patterns.length);
      if (p.renders) expect(p.renders[0], p.id).toBe(p.render);
      for (const x of p.params) if (x.type.kind === "word") expect(warOfTheRing.words[x.type.of] ?? (x.type.of === "cultures" ? [] : undefined), `${p.id}: ${x.type.of}`).toBeDefined();
    }
  });

  it("has no two patterns written the same (slots of the same type)", () => {
    const all = warOfTheRing.phrases.flatMap((p) =>
      p.patterns.map((t) => `${p.kind}: ${t.replace(/\{(\w+)\}/g, (_, n: string) => { const x = p.params.find((q) => q.name === n)!.type; return `{${x.kind}${x.kind === "word" ? `:${x.of}` : ""}}`; })}`),
    );
    expect(all.length - new Set(all).size).toBe(0);
  });

  it("names the ten factions with their sides, the six card types and their stats", () => {
    expect(warOfTheRing.cultures.map((c) => c.id)).toEqual(["dunedain", "dwarf", "elf", "hobbit", "rohan", "wizard", "isengard", "monstrous", "southron", "mordor"]);
    expect(warOfTheRing.cultures.filter((c) => c.side === "shadow").map((c) => c.word)).toEqual(["Isengard", "Monstrous", "Southron", "Mordor"]);
    expect(warOfTheRing.cardTypes.map((t) => t.id)).toEqual(["army", "character", "item", "event", "path", "battleground"]);
    expect(warOfTheRing.stats.map((s) => s.name)).toEqual(["shields", "skulls", "attack", "defence", "leader-attack", "leader-defence", "vp", "path", "paths", "defenders", "attackers"]);
    expect(warOfTheRing.stats.find((s) => s.name === "paths")!.value).toBe("range");
    expect(warOfTheRing.stats.find((s) => s.name === "defenders")).toMatchObject({ value: "words", of: "cultures" });
    expect(warOfTheRing.keywords.map((k) => k.word)).toEqual(["Nazgûl", "Ent", "Weapon"]);
    expect(warOfTheRing.timings.map((t) => t.word)).toEqual(["Action"]);
  });

  it("has a player word for each faction's deck and each side, each with a rule", () => {
    const words = (warOfTheRing.players ?? []).map((p) => p.word);
    for (const c of warOfTheRing.cultures) expect(words).toContain(`the ${c.word} player`);
    expect(words).toEqual(expect.arrayContaining(["each Free Peoples player", "each Shadow player", "the Shadow player"]));
    for (const p of warOfTheRing.players ?? []) expect(warOfTheRingRules.players[p.id], p.id).toBeTypeOf("function");
    for (const r of warOfTheRing.refs ?? []) expect(warOfTheRingRules.refs[r.id], r.id).toBeTypeOf("function");
  });

  it("takes the data's ids", () => {
    const re = new RegExp(`^(?:${warOfTheRing.cardIds!.pattern})$`, "u");
    for (const id of ["dunedain-01", "mordor-31", "path-4-caradhras", "path-9-crack-of-doom", "bg-helms-deep"]) expect(re.test(id), id).toBe(true);
    expect(re.test("1U12")).toBe(false);
  });
});
