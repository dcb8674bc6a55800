import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { buildFile } from "./ast-builder.ts";
import { testVocabulary } from "./test-vocabulary.ts";

const text = `game test-game
set 1

card 1U12 "Gimli" {
  Dwarven companion, Dwarf
  twilight 2, strength 6, vitality 3

  Skirmish: exert a Dwarf then make him strength +2.
}
`;

test("the side table records phrases, noun types, timings and what pronouns refer to", () => {
  const r = check([buildFile(text, "g.card")], { vocabularies: { "test-game": testVocabulary } });
  expect(r.diagnostics).toEqual([]);
  const at = (line: number, column: number) => r.index!.filter((n) => n.span.line === line && n.span.column === column).map((n) => n.kind);
  const info = r.index!;
  expect(at(4, 11)).toEqual(["card"]);
  expect(at(8, 3)).toEqual(["timing"]);
  const exert = info.find((n) => n.kind === "phrase" && n.id === "exert")!;
  expect([exert.span.line, exert.span.column, exert.span.endColumn, exert.phraseKind, exert.doc]).toEqual([8, 13, 26, "effect", "exert (test)"]);
  const noun = info.find((n) => n.kind === "noun" && n.span.column === 19)!;
  expect(noun.types).toEqual(["companion"]);
  const him = info.find((n) => n.kind === "ref" && n.span.column === 37)!;
  expect(him.binding).toBe("dwarf");
  expect([him.target!.span.line, him.target!.span.column, him.target!.span.endColumn]).toEqual([8, 19, 26]);
});
