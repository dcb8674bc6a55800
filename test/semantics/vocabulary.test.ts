import { describe, expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { candidates, compileVocabulary, firstKeys, parsePattern } from "../../compiler/semantics/patterns.ts";
import { tokenize } from "../../compiler/semantics/tokens.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import { buildFile } from "./ast-builder.ts";
import { ambiguousVocabulary, testVocabulary } from "./test-vocabulary.ts";

describe("pattern language", () => {
  test("literals, slots, possessive slots, optional parts, groups and alternatives", () => {
    const problems: string[] = [];
    expect(parsePattern("{target}'s twilight cost is {amount}", problems, "t")).toEqual([
      { t: "slot", name: "target", possessive: true },
      { t: "lit", words: ["twilight"] },
      { t: "lit", words: ["cost"] },
      { t: "lit", words: ["is"] },
      { t: "slot", name: "amount", possessive: false },
    ]);
    expect(parsePattern("draw [{n}] card|cards ( except {x} )", problems, "t")).toEqual([
      { t: "lit", words: ["draw"] },
      { t: "opt", items: [{ t: "slot", name: "n", possessive: false }], slots: ["n"] },
      { t: "lit", words: ["card", "cards"] },
      { t: "group", items: [{ t: "lit", words: ["except"] }, { t: "slot", name: "x", possessive: false }] },
    ]);
    expect(problems).toEqual([]);
    parsePattern("draw [a card", problems, "p");
    expect(problems).toEqual(["p: unclosed '[' in pattern 'draw [a card'"]);
  });

  test("first keys index patterns by their possible first word", () => {
    const p = (s: string) => [...firstKeys(parsePattern(s, [], "t"))].sort();
    expect(p("exert {target}")).toEqual(["exert"]);
    expect(p("[you] may draw")).toEqual(["may", "you"]);
    expect(p("{target} is strength {n}")).toEqual(["*"]);
    expect(p("( except {x} )")).toEqual(["#group"]);
  });

  test("compiled once per vocabulary and looked up by first word", () => {
    const cv = compileVocabulary(testVocabulary);
    expect(compileVocabulary(testVocabulary)).toBe(cv);
    const toks = tokenize(buildFile("game test-game\nset 1\ncard 1U1 \"A\" {\n  Dwarven event\n  twilight 0\n\n  Skirmish: exert a Dwarf.\n}\n").cards[0]!.sentences[0]!.clauses[0]!.elements);
    const ids = candidates(cv, "effect", toks, 0).map((c) => c.phrase.id);
    expect(ids).toContain("exert");
    expect(ids).not.toContain("heal");
  });

  test.each(Object.keys(vocabularies))("vocabulary %s has well-formed patterns", (game) => {
    expect(compileVocabulary(vocabularies[game]!).problems).toEqual([]);
  });

  test("the test vocabulary has well-formed patterns", () => {
    expect(compileVocabulary(testVocabulary).problems).toEqual([]);
  });

  test("a slot without a parameter is a vocabulary problem", () => {
    const broken = { ...testVocabulary, phrases: [{ ...testVocabulary.phrases[0]!, patterns: ["exert {who}"] }] };
    expect(compileVocabulary(broken).problems).toEqual(["phrase 'exert': slot {who} has no param"]);
  });

  test("two phrases matching the same words is reported as a vocabulary bug", () => {
    const file = buildFile('game ambiguous-game\nset 1\n\ncard 1U1 "A" {\n  Dwarven event\n  twilight 0\n\n  Skirmish: draw 2 cards.\n}\n');
    const r = check([file], { vocabularies: { "ambiguous-game": ambiguousVocabulary } });
    expect(r.diagnostics.map((d) => [d.code, d.span.line, d.span.column, d.span.endColumn])).toEqual([["CS2090", 8, 13, 25]]);
    expect(r.diagnostics[0]!.message).toContain("'draw' (draw {n} card|cards) and 'draw-again' (draw {n} cards)");
  });
});
