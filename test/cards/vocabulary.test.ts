/** The LOTR TCG vocabulary is internally consistent: every phrase is well-formed and every name it uses is declared. */
import { describe, expect, it } from "vitest";
import { compileVocabulary } from "../../compiler/semantics/patterns.ts";
import { lotrTcg as v } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const builtInLists = ["timings", "cultures", "races", "itemClasses", "keywords", "cardTypes", "sides"];
const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

describe("lotr-tcg vocabulary", () => {
  it("compiles with no pattern problems", () => {
    expect(compileVocabulary(v).problems).toEqual([]);
  });

  it("has unique kebab-case phrase ids", () => {
    const ids = v.phrases.map((p) => p.id);
    expect(ids.filter((id) => !kebab.test(id))).toEqual([]);
    expect(ids.filter((id, k) => ids.indexOf(id) !== k)).toEqual([]);
  });

  it.each(v.phrases.map((p) => [p.id, p] as const))("phrase %s: patterns, params, render and doc agree", (_, p) => {
    expect(p.patterns.length).toBeGreaterThan(0);
    expect(p.doc.trim()).not.toBe("");
    expect(p.doc).not.toContain("\n");
    const names = p.params.map((x) => x.name).sort();
    if (p.renders) {
      // one phrase, several wordings: each wording renders with its own slots, and together they use every parameter
      expect(p.renders).toHaveLength(p.patterns.length);
      p.patterns.forEach((pattern, k) => expect([...new Set(slots(pattern))].sort()).toEqual([...new Set(slots(p.renders![k]!))].sort()));
      expect([...new Set(p.patterns.flatMap(slots))].sort()).toEqual(names);
    } else for (const pattern of p.patterns) expect([...new Set(slots(pattern))].sort()).toEqual(names);
    if (p.renders) expect(p.render).toBe(p.renders[0]);
    else expect([...new Set(slots(p.render))].sort()).toEqual(names);
    for (const param of p.params) {
      if (param.type.kind === "cards") expect(["card", ...Object.keys(v.nouns), ...v.cardTypes.map((t) => t.id)]).toContain(param.type.noun);
      if (param.type.kind === "word") expect([...Object.keys(v.words), ...builtInLists]).toContain(param.type.of);
    }
  });

  it("card types name only declared stats", () => {
    const stats = v.stats.map((s) => s.name);
    for (const t of v.cardTypes) {
      for (const s of [...t.stats.required, ...t.stats.optional, ...(t.signedStats ?? [])]) expect(stats, `${t.id}: ${s}`).toContain(s);
      for (const s of t.signedStats ?? []) expect([...t.stats.required, ...t.stats.optional]).toContain(s);
    }
  });

  it("cultures and races belong to declared sides; icons and ids are unique", () => {
    const sides = v.sides.map((s) => s.id);
    for (const x of [...v.cultures, ...v.races]) expect(sides, x.id).toContain(x.side);
    for (const list of [v.cultures.map((c) => c.icon), v.cultures.map((c) => c.id), v.races.map((r) => r.id), v.keywords.map((k) => k.id), v.itemClasses.map((i) => i.id)])
      expect(list.filter((x, k) => list.indexOf(x) !== k)).toEqual([]);
  });

  it("type lists of nouns, races, item classes, keywords and refs name declared card types", () => {
    const types = v.cardTypes.map((t) => t.id);
    const lists = [
      ...Object.values(v.nouns).map((n) => n.types),
      ...v.races.map((r) => r.types ?? []),
      ...v.itemClasses.map((i) => i.types ?? []),
      ...v.keywords.map((k) => k.types ?? []),
      ...(v.refs ?? []).flatMap((r) => [r.types, r.on ?? []]),
    ];
    for (const list of lists) for (const t of list) expect(types).toContain(t);
  });

  it("keyword stats and the response timing are declared", () => {
    for (const k of v.keywords) for (const s of k.stats ?? []) expect(v.stats.map((x) => x.name)).toContain(s);
    expect(v.timings.filter((t) => t.response).map((t) => t.id)).toEqual(["response"]);
  });
});
