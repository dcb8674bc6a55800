/**
 * The rendered English of a bundled set matches the printed text for at least 95% of its cards, and the set's
 * differences document lists exactly the bundled cards that do not match, each with its reason.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeForComparison, textsMatch } from "../../compiler/render/compare.ts";
import { compileSet, printedSet, setName } from "./sets.ts";

/** Card ids in the first column of the table rows of a differences document. */
function listedDifferences(path: string): Set<string> {
  const ids = new Set<string>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^\|\s*`?(\d+[CURPS]\d+)`?\s*\|/.exec(line);
    if (m) ids.add(m[1]!);
  }
  return ids;
}

// a count of one may be printed `1 burden` and rendered `a burden` (the IR keeps the number, not its spelling)
const exact = (t: string) =>
  t.normalize("NFC").replace(/[‘’]/g, "'").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").replace(/(^| )1 (?=\p{L})/gu, "$1a ").trim();

export function describeTextMatch(set: number, differences: string): void {
  const compiled = compileSet(set);
  const printedById = printedSet(set);
  const bundled = [...compiled.cards.keys()].filter((id) => printedById.has(id)).sort();
  const rendered = (id: string) => compiled.cards.get(id)!.text;
  const printed = (id: string) => printedById.get(id)!.gametext ?? "";
  const mismatches = bundled.filter((id) => !textsMatch(rendered(id), printed(id)));

  describe(`bundled set-${set} cards: rendered text`, () => {
    it(`matches the printed text for at least 95% of the ${bundled.length} bundled cards`, () => {
      console.log(`set ${set}: ${bundled.length - mismatches.length} of ${bundled.length} bundled cards (of ${printedById.size} printed) render as printed`);
      expect((bundled.length - mismatches.length) / bundled.length, `mismatching: ${mismatches.join(", ")}`).toBeGreaterThanOrEqual(0.95);
    });

    it(`every mismatching card is listed in ${differences.replace(/.*\/docs\//, "docs/")}`, () => {
      const listed = listedDifferences(differences);
      const unlisted = mismatches
        .filter((id) => !listed.has(id))
        .map((id) => `${id}\n  rendered: ${normalizeForComparison(rendered(id))}\n  printed:  ${normalizeForComparison(printed(id))}`);
      expect(unlisted).toEqual([]);
    });

    it("every matching card keeps the printed sentence breaks and punctuation exactly", () => {
      const inexact = bundled
        .filter((id) => !mismatches.includes(id))
        .filter((id) => exact(rendered(id)) !== exact(printed(id)))
        .map((id) => `${id}\n  rendered: ${exact(rendered(id))}\n  printed:  ${exact(printed(id))}`);
      expect(inexact).toEqual([]);
    });

    it("every card listed as a difference is bundled and still does not match", () => {
      const stale = [...listedDifferences(differences)]
        .filter((id) => !mismatches.includes(id))
        .map((id) => (compiled.cards.has(id) ? `${id} matches now` : `${id} is not in cards/lotr-tcg/${setName(set)}`));
      expect(stale).toEqual([]);
    });
  });
}
