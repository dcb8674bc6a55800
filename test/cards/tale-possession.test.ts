/** A tale may be a possession (2R113 Red Book of Westmarch), so `a tale` fills a slot for a borne item. */
import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";
import { buildFile } from "../semantics/ast-builder.ts";

test("`bears a tale` checks: a tale is typed a condition or a possession", () => {
  const text = 'game lotr-tcg\nset 9 "Test"\n\ncard 9C1 "Tale Test" {\n  Shire condition\n  twilight 0\n\n  Bearer must be a Hobbit.\n  While bearer bears a tale, bearer is strength +1.\n}\n';
  const r = check([buildFile(text, "t.card")], { vocabularies: { "lotr-tcg": lotrTcg } });
  expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
});
