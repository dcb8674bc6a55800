import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closest, editDistance } from "../../compiler/semantics/suggest.ts";

/** The textbook full-matrix optimal-string-alignment distance, to compare the bounded one against. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps", () => {
    expect(editDistance("exert", "exert")).toBe(0);
    expect(editDistance("exret", "exert")).toBe(1);
    expect(editDistance("exer", "exert")).toBe(1);
    expect(editDistance("wound", "sound")).toBe(1);
    expect(editDistance("", "heal")).toBe(4);
  });

  it("equals the full-matrix distance, and answers max + 1 whenever that exceeds max", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "d"), maxLength: 8 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const exact = reference(a, b);
        expect(editDistance(a, b)).toBe(exact);
        expect(editDistance(a, b, max)).toBe(exact > max ? max + 1 : exact);
      }),
    );
  });
});

describe("closest", () => {
  it("suggests the nearest candidate within a third of the word's length, first one on ties", () => {
    expect(closest("Gimil", ["Legolas", "Gimli", "Gimlu"])).toBe("Gimli");
    expect(closest("exret", ["exert", "exhaust"])).toBe("exert");
    expect(closest("xyz", ["exert"])).toBeUndefined();
  });
});
