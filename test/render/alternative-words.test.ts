import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedWords } from "../../compiler/render/alternative-words.ts";

describe("changedWords: the words an `(or …)` alternative writes", () => {
  it("keeps only the changed run", () => {
    expect(changedWords("discard a condition", "discard 2 conditions", 0)).toBe("2 conditions");
    expect(changedWords("place a card from your hand", "place 2 cards from your hand", 0)).toBe("2 cards");
    expect(changedWords("wound each Orc once", "wound each Orc twice", 0)).toBe("twice");
  });

  it("writes again the words the card repeated before the change", () => {
    expect(changedWords("make him defender +1", "make him defender +2", 1)).toBe("defender +2");
  });

  it("gives back any run that differs from its neighbours at both ends", () => {
    const word = fc.constantFrom("a", "b", "c");
    fc.assert(
      fc.property(fc.array(word, { maxLength: 4 }), fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(word, { maxLength: 4 }), (before, run, after) => {
        // "x" is never among the words, so the change is the run in place of "x"
        const original = [...before, "x", ...after].join(" ");
        const changed = [...before, ...run, ...after].join(" ");
        const got = changedWords(original, changed, 0).split(" ");
        expect([...before, ...got, ...after].join(" ")).toBe(changed);
      }),
    );
  });
});
