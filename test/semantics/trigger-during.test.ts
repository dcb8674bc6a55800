/** The core `<trigger> during the <timing> phase`: recorded on the ability as the timing's id, never read by a phrase. */
import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";
import { buildFile } from "./ast-builder.ts";

const card = (sentence: string) => `game lotr-tcg
set 1

card 1C905 "Test Condition" {
  Sauron condition
  twilight 1

  ${sentence}
}
`;

const checked = (sentence: string) => check([buildFile(card(sentence), "d.card")], { vocabularies: { "lotr-tcg": lotrTcg } });
const ability = (sentence: string) => checked(sentence).sets[0]!.cards[0]!.abilities[0]!;

test("a trigger's `during the <timing> phase` is the ability's `during`", () => {
  const a = ability("Each time the fellowship moves during the regroup phase, add (1).");
  expect(a).toMatchObject({ kind: "trigger", starter: "each time", trigger: { op: "fellowship-moves" }, during: "regroup" });
});

test("a response's trigger may have one too", () => {
  const a = ability("Response: if a Hobbit exerts during the archery phase, discard this condition then add (1).");
  expect(a).toMatchObject({ kind: "response", trigger: { op: "exerts" }, during: "archery" });
});

test("without it the trigger answers in every phase", () => {
  expect(ability("Each time the fellowship moves, add (1).")).not.toHaveProperty("during");
});

test("a trigger with its own noun phrase takes it too (`moves from a river during the fellowship phase`)", () => {
  const a = ability("When the fellowship moves from a river during the fellowship phase, add (1).");
  expect(a).toMatchObject({ trigger: { op: "fellowship-moves-from" }, during: "fellowship" });
});

test("a phase that is no timing is no qualifier: its word is unknown", () => {
  expect(checked("Each time the fellowship moves during the lunch phase, add (1).").diagnostics.map((d) => d.code)).toEqual(["CS2003"]);
});
