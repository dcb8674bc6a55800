import { describe, expect, it } from "vitest";
import { implementations } from "../../runtime/games/lotr-tcg/impl/index.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";

describe("lotr-tcg vocabulary ⇔ implementations", () => {
  it("implements every declared phrase, with the matching kind", () => {
    const missing = lotrTcg.phrases.filter((p) => !implementations[p.id]).map((p) => p.id);
    const wrongKind = lotrTcg.phrases
      .filter((p) => implementations[p.id] && implementations[p.id]!.kind !== p.kind)
      .map((p) => `${p.id}: declared ${p.kind}, implemented ${implementations[p.id]!.kind}`);
    expect(missing).toEqual([]);
    expect(wrongKind).toEqual([]);
  });

  it("declares every implemented phrase", () => {
    const declared = new Set(lotrTcg.phrases.map((p) => p.id));
    expect(Object.keys(implementations).filter((id) => !declared.has(id))).toEqual([]);
  });

  it("can pay every effect declared `alsoCost`", () => {
    const unpayable = lotrTcg.phrases
      .filter((p) => p.alsoCost)
      .filter((p) => {
        const impl = implementations[p.id];
        // `canPay` (can it be carried out in full?) is enough: the engine pays by running it (runtime/core/context.ts)
        return !(impl?.kind === "effect" && impl.canPay);
      })
      .map((p) => p.id);
    expect(unpayable).toEqual([]);
  });

  it("has phrases to check (the vocabulary is not empty)", () => {
    expect(lotrTcg.phrases.length).toBeGreaterThan(0);
  });
});
