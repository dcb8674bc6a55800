import { describe, expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { buildFile } from "./ast-builder.ts";
import { ambiguousVocabulary, testVocabulary } from "./test-vocabulary.ts";

const event = (set: number, id: string, title: string, ability: string) =>
  `game test-game\nset ${set}\n\ncard ${id} "${title}" {\n  Dwarven event\n  twilight 0\n\n  ${ability}\n}\n`;
const companion = (id: string, title: string) =>
  `game test-game\nset 1\n\ncard ${id} "${title}" {\n  Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3\n}\n`;

describe("ambiguity is resolved in the checker or reported to whom can fix it", () => {
  test("two readings of one phrase are the author's CS2006, with each reading, and no CS2090", () => {
    // a race and an item class written alike: `a Dwarf` reads as either
    const vocab = { ...testVocabulary, itemClasses: [...testVocabulary.itemClasses, { id: "dwarf-class", word: "Dwarf", plural: "Dwarves", types: ["possession"] }] };
    const r = check([buildFile(event(1, "1C1", "A", "Skirmish: discard a Dwarf."))], { vocabularies: { "test-game": vocab } });
    expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      `CS2006 'discard a Dwarf' reads in 2 ways as 'discard' (discard {target}): 'a Dwarf' as race dwarf or as item-class dwarf-class; quote a card title ("…") or reword it`,
    ]);
  });

  test("two patterns matching the same words are CS2090, a vocabulary bug naming the game, each pattern once", () => {
    const r = check([buildFile(event(1, "1C1", "A", "Skirmish: draw 2 cards.").replace("test-game", "ambiguous-game"))], { vocabularies: { "ambiguous-game": ambiguousVocabulary } });
    expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      "CS2090 vocabulary bug in 'ambiguous-game': 'draw 2 cards' matches 'draw' (draw {n} card|cards) and 'draw-again' (draw {n} cards); its patterns must be made distinct (the card's text is not at fault)",
    ]);
  });
});

describe("titles of the project's other files", () => {
  const vocabularies = { "test-game": testVocabulary };
  const set1 = buildFile(companion("1C2", "Sam") + '\ncard 1C3 "Broken" {\n  Dwarven companoin\n}\n', "set1.card");

  test("without them, a name is not offered a vocabulary word: it says how to name the card", () => {
    const r = check([buildFile(event(2, "2C1", "B", "Skirmish: exert Sam."), "set2.card")], { vocabularies });
    expect(r.diagnostics.map((d) => [d.code, d.message, d.fixes?.[0]?.edits[0]?.newText])).toEqual([
      ["CS2003", `unknown word 'Sam': no card of the checked files or their project is titled so; check this file with the set that defines it, or write "Sam" to name a card no file defines`, '"Sam"'],
    ]);
  });

  test("with them as context, a title resolves and did-you-mean knows it; nothing of the context is reported or lowered", () => {
    const ok = check([buildFile(event(2, "2C1", "B", "Skirmish: exert Sam."), "set2.card")], { vocabularies, context: [set1] });
    expect(ok.diagnostics).toEqual([]);
    expect(ok.sets.map((s) => [s.number, s.cards.map((c) => c.id)])).toEqual([[2, ["2C1"]]]);
    const typo = check([buildFile(event(2, "2C1", "B", "Skirmish: exert Sma."), "set2.card")], { vocabularies, context: [set1] });
    expect(typo.diagnostics.map((d) => d.message)).toEqual(["unknown word 'Sma'; did you mean 'Sam'?"]);
  });

  test("a context file that is also checked counts once", () => {
    const r = check([set1, buildFile(event(2, "2C1", "B", "Skirmish: exert Sam."), "set2.card")], { vocabularies, context: [set1] });
    expect(r.diagnostics.map((d) => d.code)).toEqual(["CS3021"]);
  });
});
