import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";
import { buildFile } from "./ast-builder.ts";

const card = (sentence: string) => `game lotr-tcg
set 1

card 1R170 "Fool of a Took!" {
  Moria event
  twilight 0

  ${sentence}
}
`;

const checked = (sentence: string) => check([buildFile(card(sentence), "m.card")], { vocabularies: { "lotr-tcg": lotrTcg } });

test("an 'until' that a phrase's pattern holds is no duration", () => {
  const r = checked("Shadow: reveal cards from the top of your draw deck until you reveal one that is not a [moria] minion.");
  expect(r.diagnostics).toEqual([]);
  expect(r.index!.filter((n) => n.kind === "duration" && !n.duration?.implicit)).toEqual([]);
});

test("another 'until' is still read as a duration", () => {
  const r = checked("Shadow: reveal the top 2 cards of your draw deck until you reveal a minion.");
  expect(r.diagnostics.map((d) => d.code)).toEqual(["CS2031"]);
});
