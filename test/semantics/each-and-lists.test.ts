/** `each A and each B`: a noun phrase naming every card that is either, written and rendered with `and`. */
import { describe, expect, test } from "vitest";
import { renderAbility } from "../../compiler/render/render.ts";
import { check } from "../../compiler/semantics/check.ts";
import { buildFile } from "./ast-builder.ts";
import { testVocabulary } from "./test-vocabulary.ts";

const opts = { vocabularies: { "test-game": testVocabulary } };

function one(body: string) {
  const text = `game test-game\nset 1 "Test"\n\ncard 1U12 "Gimli" "Son of Gloin" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3\n\n  ${body}\n}\n`;
  const r = check([buildFile(text, "gimli.card")], opts);
  const card = r.sets[0]?.cards[0];
  return { diagnostics: r.diagnostics.map((d) => d.code), card, ability: card?.abilities[0] as { effects?: { args: { target: unknown } }[]; costs?: unknown[] } | undefined };
}

describe("each A and each B", () => {
  test("is one noun phrase: both alternatives, marked to render with `and`", () => {
    const { diagnostics, ability, card } = one("Fellowship: heal each Hobbit and each archer.");
    expect(diagnostics).toEqual([]);
    expect(ability!.effects![0]!.args.target).toEqual({
      filter: {
        quantifier: "a",
        terms: [],
        anyOf: [
          { filter: { quantifier: "every", terms: [{ op: "race", args: { race: "hobbit" } }], determiner: "each" } },
          { filter: { quantifier: "every", terms: [{ op: "keyword", args: { keyword: "archer" } }], determiner: "each" } },
        ],
        conjunction: "and",
      },
    });
    expect(renderAbility(card!.abilities[0]!, testVocabulary, card!)).toBe("Fellowship: Heal each Hobbit and each archer.");
  });

  test("three alternatives render as a serial list", () => {
    const { diagnostics, card } = one("Fellowship: heal each Hobbit, each archer, and each Dwarf.");
    expect(diagnostics).toEqual([]);
    expect(renderAbility(card!.abilities[0]!, testVocabulary, card!)).toBe("Fellowship: Heal each Hobbit, each archer, and each Dwarf.");
  });

  test("only with `each` on every alternative; `and` before a verb still joins costs", () => {
    expect(one("Fellowship: heal each Hobbit and an archer.").diagnostics).toEqual(["CS2004"]);
    const { diagnostics, ability } = one("Fellowship: exert each Hobbit and spot each Dwarf then draw 1 card.");
    expect(diagnostics).toEqual([]);
    expect(ability!.costs).toHaveLength(2);
  });
});
