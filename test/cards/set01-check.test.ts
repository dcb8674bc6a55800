/** Every bundled set-1 card file parses and checks with no diagnostic, and each card sits in its culture's file. */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileSet, expectedFile, printedById, SET_DIR } from "./set01.ts";

const compiled = compileSet();

describe("bundled set-1 cards: clean check and file layout", () => {
  it("cards/lotr-tcg/set01 has zero diagnostics", () => {
    const shown = compiled.diagnostics.map((d) => `${d.file}:${d.span.line}:${d.span.column} ${d.code} ${d.message}`);
    expect(shown).toEqual([]);
  });

  it("every bundled card is a card of set 1 in the reference data", () => {
    expect([...compiled.cards.keys()].filter((id) => !printedById.has(id))).toEqual([]);
  });

  it("each card is in <culture>.card (sites in sites.card, the One Ring in the-one-ring.card)", () => {
    const misplaced = [...compiled.cards.values()]
      .filter((card) => compiled.fileOf.get(card.id) !== expectedFile(card))
      .map((card) => `${card.id} is in ${compiled.fileOf.get(card.id)}, expected ${expectedFile(card)}`);
    expect(misplaced).toEqual([]);
  });

  it("names the file of a card from its culture or type", () => {
    expect(expectedFile({ type: "minion", culture: "ringwraith" })).toBe("ringwraith.card");
    expect(expectedFile({ type: "site", culture: null })).toBe("sites.card");
    expect(expectedFile({ type: "the-one-ring", culture: null })).toBe("the-one-ring.card");
  });

  it("holds only culture, sites and the-one-ring files", () => {
    const allowed = /^(dwarven|elven|gandalf|gondor|shire|isengard|moria|ringwraith|sauron|sites|the-one-ring)\.card$/;
    expect(readdirSync(SET_DIR).filter((name) => !allowed.test(name))).toEqual([]);
  });
});
