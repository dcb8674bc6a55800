/**
 * (c) The rendered English matches the printed text for at least 90% of the starter cards, and
 * docs/text-differences.md lists exactly the cards that do not match.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeForComparison, textsMatch } from "../../compiler/render/compare.ts";
import { compileSet, DIFFERENCES, printedById, starterIds } from "./starters.ts";

const compiled = compileSet();

/** Card ids in the first column of the table rows of docs/text-differences.md. */
function listedDifferences(): Set<string> {
  const ids = new Set<string>();
  for (const line of readFileSync(DIFFERENCES, "utf8").split("\n")) {
    const m = /^\|\s*`?(\d+[CURP]\d+)`?\s*\|/.exec(line);
    if (m) ids.add(m[1]!);
  }
  return ids;
}

const mismatches = starterIds.filter((id) => {
  const card = compiled.cards.get(id);
  return !card || !textsMatch(card.text, printedById.get(id)!.gametext ?? "");
});

describe("starter cards: rendered text", () => {
  it("matches the printed text for at least 90% of the 69 cards", () => {
    const matching = starterIds.length - mismatches.length;
    expect(matching / starterIds.length, `mismatching: ${mismatches.join(", ")}`).toBeGreaterThanOrEqual(0.9);
  });

  it("every mismatching card is listed in docs/text-differences.md", () => {
    const listed = listedDifferences();
    const unlisted = mismatches.map((id) => {
      const card = compiled.cards.get(id);
      return `${id}\n  rendered: ${normalizeForComparison(card?.text ?? "")}\n  printed:  ${normalizeForComparison(printedById.get(id)!.gametext ?? "")}`;
    });
    expect(unlisted.filter((_, k) => !listed.has(mismatches[k]!))).toEqual([]);
  });

  it("every matching card keeps the printed sentence breaks and punctuation exactly", () => {
    const exact = (t: string) => t.normalize("NFC").replace(/[‘’]/g, "'").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
    const inexact = starterIds
      .filter((id) => !mismatches.includes(id))
      .filter((id) => exact(compiled.cards.get(id)!.text) !== exact(printedById.get(id)!.gametext ?? ""));
    expect(inexact).toEqual([]);
  });

  it("no card listed in docs/text-differences.md matches now", () => {
    const nowMatching = [...listedDifferences()].filter((id) => !mismatches.includes(id));
    expect(nowMatching).toEqual([]);
  });
});
