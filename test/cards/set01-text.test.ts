/**
 * The rendered English matches the printed text for at least 95% of the bundled set-1 cards, and
 * docs/text-differences.md lists exactly the bundled cards that do not match.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeForComparison, textsMatch } from "../../compiler/render/compare.ts";
import { compileSet, DIFFERENCES, printedById } from "./set01.ts";

const compiled = compileSet();
const bundled = [...compiled.cards.keys()].filter((id) => printedById.has(id)).sort();

/** Card ids in the first column of the table rows of docs/text-differences.md. */
function listedDifferences(): Set<string> {
  const ids = new Set<string>();
  for (const line of readFileSync(DIFFERENCES, "utf8").split("\n")) {
    const m = /^\|\s*`?(\d+[CURPS]\d+)`?\s*\|/.exec(line);
    if (m) ids.add(m[1]!);
  }
  return ids;
}

const mismatches = bundled.filter((id) => !textsMatch(compiled.cards.get(id)!.text, printedById.get(id)!.gametext ?? ""));

describe("bundled set-1 cards: rendered text", () => {
  it(`matches the printed text for at least 95% of the ${bundled.length} bundled cards`, () => {
    const matching = bundled.length - mismatches.length;
    expect(matching / bundled.length, `mismatching: ${mismatches.join(", ")}`).toBeGreaterThanOrEqual(0.95);
  });

  it("every mismatching card is listed in docs/text-differences.md", () => {
    const listed = listedDifferences();
    const unlisted = mismatches
      .filter((id) => !listed.has(id))
      .map((id) => `${id}\n  rendered: ${normalizeForComparison(compiled.cards.get(id)!.text)}\n  printed:  ${normalizeForComparison(printedById.get(id)!.gametext ?? "")}`);
    expect(unlisted).toEqual([]);
  });

  it("every matching card keeps the printed sentence breaks and punctuation exactly", () => {
    // a count of one may be printed `1 burden` and rendered `a burden` (the IR keeps the number, not its spelling)
    const exact = (t: string) =>
      t.normalize("NFC").replace(/[‘’]/g, "'").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").replace(/(^| )1 (?=\p{L})/gu, "$1a ").trim();
    const inexact = bundled
      .filter((id) => !mismatches.includes(id))
      .filter((id) => exact(compiled.cards.get(id)!.text) !== exact(printedById.get(id)!.gametext ?? ""))
      .map((id) => `${id}\n  rendered: ${exact(compiled.cards.get(id)!.text)}\n  printed:  ${exact(printedById.get(id)!.gametext ?? "")}`);
    expect(inexact).toEqual([]);
  });

  it("every card listed in docs/text-differences.md is bundled and still does not match", () => {
    const stale = [...listedDifferences()].filter((id) => !mismatches.includes(id)).map((id) => (compiled.cards.has(id) ? `${id} matches now` : `${id} is not in cards/lotr-tcg/set01`));
    expect(stale).toEqual([]);
  });
});
