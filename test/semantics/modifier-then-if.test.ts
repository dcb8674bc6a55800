/** `<modifier> if <condition>.` as a static ability, and `you may <effect> if <condition>` among an ability's effects. */
import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { renderCardText } from "../../compiler/render/render.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";
import { buildFile } from "./ast-builder.ts";

const card = (sentence: string) => `game lotr-tcg
set 1

card 1C905 "Test Minion" {
  Moria minion, Orc
  twilight 1, strength 5, vitality 1, site 4

  ${sentence}
}
`;

const checked = (sentence: string) => check([buildFile(card(sentence), "d.card")], { vocabularies: { "lotr-tcg": lotrTcg } });
const ability = (sentence: string) => checked(sentence).sets[0]!.cards[0]!.abilities[0]!;

test("a modifier with `if` and a condition after it is a static ability with that condition", () => {
  const a = ability("Discard this minion if not underground.");
  expect(a).toMatchObject({ kind: "static", conditionAfterIf: true, modifier: { op: "discarded-while" }, condition: { op: "not-condition" } });
  expect(renderCardText(checked("Discard this minion if not underground.").sets[0]!.cards[0]!, lotrTcg)).toBe("Discard this minion if not underground.");
});

test("the passive wording is the same modifier", () => {
  const a = ability("This minion is discarded if not underground.");
  expect(a).toMatchObject({ kind: "static", modifier: { op: "discarded-while" } });
});

test("words after `if` that a trigger reads keep the sentence a trigger", () => {
  expect(ability("Discard this minion if underground.")).toMatchObject({ kind: "trigger", trigger: { op: "when-at-site-keyword" } });
});

test("`you may <effect> if <condition>` is a conditional effect", () => {
  const a = ability("When you play this minion, you may add (3) if the fellowship has moved more than once this turn.");
  expect(JSON.stringify(a)).toContain('"conditionLast":true');
  expect(checked("When you play this minion, you may add (3) if the fellowship has moved more than once this turn.").diagnostics).toEqual([]);
});
