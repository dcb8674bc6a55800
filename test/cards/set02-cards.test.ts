/**
 * The bundled set-2 cards (cards/lotr-tcg/set02, checked with set 1 as a project checks them): no diagnostic, every
 * card a card of *Mines of Moria* with the reference data's header, each in its culture's file, the set's own words
 * in words.card.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actualHeader, expectedHeader } from "./expected-ir.ts";
import { compileSet, expectedFile, printedSet, setDir } from "./sets.ts";

const compiled = compileSet(2);
const printedById = printedSet(2);
const bundled = [...compiled.cards.keys()].filter((id) => printedById.has(id)).sort();

describe("bundled set-2 cards", () => {
  it("sets 1 and 2 check with zero diagnostics", () => {
    const shown = compiled.diagnostics.map((d) => `${d.file}:${d.span.line}:${d.span.column} ${d.code} ${d.message}`);
    expect(shown).toEqual([]);
  });

  it("every bundled card is a card of set 2 in the reference data", () => {
    console.log(`set 2: ${bundled.length} of ${printedById.size} cards bundled`);
    expect([...compiled.cards.keys()].filter((id) => !printedById.has(id))).toEqual([]);
  });

  it("each card is in <culture>.card (sites in sites.card), and words.card holds the set's own words", () => {
    const misplaced = [...compiled.cards.values()]
      .filter((card) => compiled.fileOf.get(card.id) !== expectedFile(card))
      .map((card) => `${card.id} is in ${compiled.fileOf.get(card.id)}, expected ${expectedFile(card)}`);
    expect(misplaced).toEqual([]);
    const allowed = /^(dwarven|elven|gandalf|gondor|shire|isengard|moria|ringwraith|sauron|sites|words)\.card$/;
    expect(readdirSync(setDir(2)).filter((name) => !allowed.test(name))).toEqual([]);
    expect(["keyword Twilight", "keyword Tentacle", "race Creature", "item class staff", "item class bracers"].filter((w) => {
      const [kind, word] = [w.slice(0, w.lastIndexOf(" ")), w.slice(w.lastIndexOf(" ") + 1)];
      const list = kind === "keyword" ? compiled.vocabulary.keywords : kind === "race" ? compiled.vocabulary.races : compiled.vocabulary.itemClasses;
      return !list.some((x) => x.word === word);
    })).toEqual([]);
  });

  it.each(bundled)("%s: built header equals the reference data", (id) => {
    expect(actualHeader(compiled.cards.get(id)!)).toEqual(expectedHeader(printedById.get(id)!, compiled.vocabulary));
  });
});
