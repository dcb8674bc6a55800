import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { buildFile } from "./ast-builder.ts";
import { testVocabulary } from "./test-vocabulary.ts";

const card = (sentence: string) => `game test-game
set 1

card 1U12 "Gimli" {
  Dwarven companion, Dwarf
  twilight 2, strength 6, vitality 3

  ${sentence}
}
`;

const durations = (text: string) => {
  const r = check([buildFile(text, "g.card")], { vocabularies: { "test-game": testVocabulary } });
  expect(r.diagnostics).toEqual([]);
  return r.index!.filter((n) => n.kind === "duration").map((n) => [text.slice(n.span.start, n.span.end), n.span.start, n.duration]);
};

test("an implicit duration is an empty span right after its lasting phrase", () => {
  const text = card("Skirmish: exert a Dwarf then make him strength +2.");
  expect(durations(text)).toEqual([["", text.indexOf("+2.") + 2, { until: "end-of-skirmish", implicit: true }]]);
});

test("an explicit duration spans its 'until …' words", () => {
  const text = card("Skirmish: make a Dwarf strength +2 until end of turn.");
  expect(durations(text)).toEqual([["until end of turn", text.indexOf("until"), { until: "end-of-turn", implicit: false }]]);
});
