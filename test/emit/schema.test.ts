import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import { sampleSet } from "./sample-set.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";

function validatorAndCards() {
  // the samples' fields are those of the LOTR TCG's vocabulary, which gives the schema its stats and sides
  const out = Object.fromEntries(emitSet(sampleSet, lotrTcg).map((f) => [f.path, f.contents]));
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validate = ajv.compile(JSON.parse(out["test-game/set07.schema.json"]!));
  const cards = () => JSON.parse(out["test-game/set07.json"]!);
  return { validate, cards };
}

describe("set<NN>.schema.json", () => {
  it("is a draft 2020-12 schema that the emitted JSON satisfies", () => {
    const { validate, cards } = validatorAndCards();
    expect(validate.schema).toMatchObject({ $schema: "https://json-schema.org/draft/2020-12/schema" });
    expect(validate(cards()), JSON.stringify(validate.errors)).toBe(true);
  });

  const broken: [string, (cards: any[]) => void][] = [
    ["a missing field", (c) => delete c[0].title],
    ["a wrong type", (c) => (c[0].strength = "6")],
    ["an unknown field", (c) => (c[0].colour = "red")],
    ["a bad side", (c) => (c[0].side = "neutral")],
    ["an unknown ability kind", (c) => (c[0].abilities[0].kind = "magic")],
    ["an ability field of the wrong kind", (c) => (c[0].abilities[1].timings = "skirmish")],
    ["a phrase call without args", (c) => delete c[0].abilities[1].costs[0].args],
    ["a malformed filter", (c) => (c[1].abilities[0].conditions[0].args.target.filter.terms = "dwarf")],
    ["a malformed duration", (c) => (c[2].abilities[0].effects[0].duration = { until: 3 })],
    ["not an array", (c) => c.splice(0, c.length, { cards: [] } as any)],
  ];
  for (const [what, breakIt] of broken) {
    it(`rejects ${what}`, () => {
      const { validate, cards } = validatorAndCards();
      const data = cards();
      breakIt(data);
      expect(validate(data)).toBe(false);
    });
  }
});
