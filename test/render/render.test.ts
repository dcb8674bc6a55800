import { describe, expect, test } from "vitest";
import type { CardIR } from "../../compiler/ir/ir.ts";
import { renderAbility } from "../../compiler/render/render.ts";
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import { testVocabulary } from "../semantics/test-vocabulary.ts";

const vocab: GameVocabulary = {
  ...testVocabulary,
  phrases: [
    ...testVocabulary.phrases,
    { id: "mill", kind: "effect", patterns: ["discard the top [{n}] card|cards of {who}'s deck"], params: [{ name: "n", type: { kind: "number" } }, { name: "who", type: { kind: "cards", noun: "character" } }], render: "discard the top [{n}] card|cards of {who}'s deck", doc: "" },
  ],
};
const card = { title: "Gimli", abilities: [] } as unknown as CardIR;
const render = (effects: unknown[]) => renderAbility({ kind: "activated", timings: ["skirmish"], condition: null, costs: [], effects } as never, vocab, card);
const dwarf = { filter: { quantifier: "a", terms: [{ op: "race", args: { race: "dwarf" } }] } };

describe("English renderer", () => {
  test("'card|cards' agrees with the number before it; 1 is written 'a'; an absent optional part is left out", () => {
    expect(render([{ op: "mill", args: { n: 2, who: { ref: "self", written: "him" } } }])).toBe("Skirmish: Discard the top 2 cards of his deck.");
    expect(render([{ op: "draw", args: { n: 1 } }])).toBe("Skirmish: Draw a card.");
    expect(render([{ op: "mill", args: { n: null, who: dwarf } }])).toBe("Skirmish: Discard the top card of a Dwarf's deck.");
  });

  test("articles, icons, plurals, determiners as written, alternatives and durations", () => {
    const orcs = { filter: { quantifier: "every", plural: true, terms: [{ op: "culture", args: { culture: "moria" } }, { op: "race", args: { race: "orc" } }] } };
    expect(render([{ op: "exert", args: { target: orcs } }])).toBe("Skirmish: Exert [moria] Orcs.");
    const each = { filter: { quantifier: "every", determiner: "each", terms: [{ op: "keyword", args: { keyword: "archer" } }, { op: "type", args: { type: "companion" } }] } };
    expect(render([{ op: "heal", args: { target: each } }])).toBe("Skirmish: Heal each archer companion.");
    const alt = { arg: "amount", value: 3, condition: { op: "underground", args: {} } };
    expect(render([{ op: "modify-strength", args: { target: dwarf, amount: 2 }, alternative: alt, duration: { until: "start-of-phase", phase: "regroup", implicit: false } }])).toBe(
      "Skirmish: Make a Dwarf strength +2 (or +3 if at an underground site) until the regroup phase.",
    );
    const elfish = { filter: { quantifier: "a", terms: [{ op: "type", args: { type: "event" } }] } };
    expect(render([{ op: "discard", args: { target: elfish }, optional: true }])).toBe("Skirmish: You may discard an event.");
  });

  test("costs join effects with 'to'; keywords and triggers", () => {
    const a = { kind: "activated", timings: ["fellowship", "regroup"], condition: null, costs: [{ op: "exert", args: { target: { ref: "self", written: "Gimli" } } }], effects: [{ op: "add-twilight", args: { n: 2 } }] };
    expect(renderAbility(a as never, vocab, card)).toBe("Fellowship or Regroup: Exert Gimli to add (2).");
    expect(renderAbility({ kind: "keyword", keyword: "ring-bearer", value: null, stats: { resistance: 10 } }, vocab, card)).toBe("Ring-bearer (resistance 10).");
    const t = { kind: "trigger", starter: "each time", trigger: { op: "played", args: { card: { ref: "self", written: "this companion" } } }, condition: null, costs: [], effects: [{ op: "draw", args: { n: 2 } }] };
    expect(renderAbility(t as never, vocab, card)).toBe("Each time you play this companion, draw 2 cards.");
  });
});
