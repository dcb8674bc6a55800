import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";
import { buildFile } from "./ast-builder.ts";

const card = (text: string) => `game lotr-tcg
set 2

card 2U79 "Resistance Becomes Unbearable" {
  Ringwraith event
  twilight 1

  ${text}
}
`;

const checked = (text: string) => check([buildFile(card(text), "r.card")], { vocabularies: { "lotr-tcg": lotrTcg } });

test("a 'then' that a phrase's pattern holds ('is then exhausted') is a word of the clause, not the cost separator", () => {
  const r = checked("Maneuver: exert a Nazgûl then exert the Ring-bearer. If the Ring-bearer is then exhausted, he puts on The One Ring until the regroup phase.");
  expect(r.diagnostics).toEqual([]);
  const ability = r.sets[0]!.cards[0]!.abilities[0] as { costs: { op: string }[]; effects: { op?: string; if?: { op: string; args: { keyword: string } } }[] };
  expect(ability.costs.map((c) => c.op)).toEqual(["exert"]);
  expect(ability.effects[0]!.op).toBe("exert");
  expect(ability.effects[1]!.if).toMatchObject({ op: "has-keyword", args: { keyword: "exhausted" } });
});

test("any other 'then' still separates costs from effects", () => {
  const r = checked("Maneuver: exert a Nazgûl then exert the Ring-bearer.");
  expect(r.diagnostics).toEqual([]);
  const ability = r.sets[0]!.cards[0]!.abilities[0] as { costs: { op: string }[]; effects: { op: string }[] };
  expect(ability.costs.map((c) => c.op)).toEqual(["exert"]);
  expect(ability.effects.map((e) => e.op)).toEqual(["exert"]);
});
